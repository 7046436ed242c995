import json,gzip,re
CHECKED='2026-11-23'
files=[('legislation-status-recent','data/legislation-status-recent/fulltext-priority-current.jsonl'),('legislation-status-recent','data/legislation-status-recent/fulltext-other-current.jsonl.gz'),('legislation-fulltext-principal','data/legislation-fulltext-principal/acts-priority.fulltext.jsonl'),('legislation-fulltext-principal','data/legislation-fulltext-principal/acts-other-principal.fulltext.jsonl.gz')]
idx={}
for ds,f in files:
  op=gzip.open if f.endswith('.gz') else open
  for l in op(f,'rt'):
    r=json.loads(l)
    for t in {r['act_title'], r.get('act_title_later') or r['act_title']}:
      idx.setdefault((t,r['section']),[]).append((ds,f,r))
OLD={'Disputes Tribunal Act 1988':'Disputes Tribunals Act 1988','Family Court Act 1980':'Family Courts Act 1980'}
def A(title,url): return {'title':title,'url':url}
ACTS={
 'era':A('Employment Relations Act 2000','https://www.legislation.govt.nz/act/public/2000/0024/latest/DLM58317.html'),
 'pra':A('Property (Relationships) Act 1976','https://www.legislation.govt.nz/act/public/1976/0166/latest/DLM440945.html'),
 'limitation':A('Limitation Act 2010','https://www.legislation.govt.nz/act/public/2010/0110/latest/DLM2033120.html'),
 'cpa':A('Criminal Procedure Act 2011','https://www.legislation.govt.nz/act/public/2011/0081/latest/DLM3359962.html'),
 'rta':A('Residential Tenancies Act 1986','https://www.legislation.govt.nz/act/public/1986/0120/latest/DLM94278.html'),
 'fva':A('Family Violence Act 2018','https://www.legislation.govt.nz/act/public/2018/0046/latest/DLM7159322.html'),
 'companies':A('Companies Act 1993','https://www.legislation.govt.nz/act/public/1993/0105/latest/DLM319570.html'),
 'taa':A('Tax Administration Act 1994','https://www.legislation.govt.nz/act/public/1994/0166/latest/DLM348343.html'),
 'gst':A('Goods and Services Tax Act 1985','https://www.legislation.govt.nz/act/public/1985/0141/latest/DLM81035.html'),
 'reaa':A('Real Estate Agents Act 2008','https://www.legislation.govt.nz/act/public/2008/0066/latest/DLM1151921.html'),
 'fta':A('Fair Trading Act 1986','https://www.legislation.govt.nz/act/public/1986/0121/latest/DLM96439.html'),
 'ota':A('Oranga Tamariki Act 1989','https://www.legislation.govt.nz/act/public/1989/0024/latest/DLM147088.html'),
 'coca':A('Care of Children Act 2004','https://www.legislation.govt.nz/act/public/2004/0090/latest/DLM317233.html'),
 'vra':A("Victims' Rights Act 2002",'https://www.legislation.govt.nz/act/public/2002/0039/latest/DLM157813.html'),
 'pvca':A("Prisoners' and Victims' Claims Act 2005",'https://www.legislation.govt.nz/act/public/2005/0074/latest/DLM350821.html'),
 'sentencing':A('Sentencing Act 2002','https://www.legislation.govt.nz/act/public/2002/0009/latest/DLM135342.html'),
 'hra':A('Human Rights Act 1993','https://www.legislation.govt.nz/act/public/1993/0082/latest/DLM304212.html'),
 'nzbora':A('New Zealand Bill of Rights Act 1990','https://www.legislation.govt.nz/act/public/1990/0109/latest/DLM224792.html'),
 'ccla':A('Contract and Commercial Law Act 2017','https://www.legislation.govt.nz/act/public/2017/0005/latest/DLM6844033.html'),
 'dta':A('Disputes Tribunal Act 1988','https://www.legislation.govt.nz/act/public/1988/0110/latest/DLM133282.html'),
 'fca':A('Family Court Act 1980','https://www.legislation.govt.nz/act/public/1980/0161/latest/DLM42254.html'),
 'crimes':A('Crimes Act 1961','https://www.legislation.govt.nz/act/public/1961/0043/latest/DLM327382.html'),
}
def st(text, key, pin):
  act=ACTS[key]['title']
  m=re.match(r'^(ss?) (\d+[A-Z]*)',pin); sec=m.group(2)
  hits=idx.get((act,sec)) or idx.get((OLD.get(act,act),sec))
  if not hits: raise SystemExit(f'NOT FOUND {act} {pin}')
  ds,f,r=hits[0]  # first = most recent dataset (status-recent listed first)
  v=r.get('version_as_at') or r.get('version_date_or_as_at')
  return {'text':text,'source':{'act':act,'section':pin,'searchQuery':f'{act} s {sec}'},
    'checkedAt':CHECKED,'checkedAgainst':{'dataset':ds,'file':f.split('/',2)[2],'actTitleInSource':r['act_title'],'section':sec,'heading':r['heading'],'versionAsAt':v}}
JDO_TEXTS={'source':'Ministry of Justice Judicial Decisions Online judgment text (OpenLaw NZ parsers test data)','sourceUrl':'https://github.com/openlawnz/openlawnz-parsers'}
CASES={
 'chand':{'name':'Chand v Professional Stylish Barber Shop Ltd','citation':'[2026] NZERA 244','court':'Employment Relations Authority','relevance':'An employee who resigned after two warning letters claimed constructive dismissal; the Authority ordered compensation under s 123(1)(c)(i) and three months’ lost wages.','publicationNotice':None,'source':'Employment Relations Authority determinations','sourceUrl':'https://determinations.era.govt.nz/determination/view/21200'},
 'clayton':{'name':'Clayton v Clayton','citation':'[2015] NZCA 30','court':'Court of Appeal','relevance':'Relationship property claim after a marriage ended: whether trusts settled during the marriage (the Vaughan Road Property Trust) could be treated as relationship property.','publicationNotice':'NOTE: PURSUANT TO S 169 OF THE FAMILY PROCEEDINGS ACT 1980 AND S 35A OF THE PROPERTY (RELATIONSHIPS) ACT 1976, ANY REPORT OF THIS PROCEEDING MUST COMPLY WITH SS 11B TO 11D OF THE FAMILY COURTS ACT 1980. FOR FURTHER INFORMATION, PLEASE SEE HTTP://WWW.JUSTICE.GOVT.NZ/COURTS/FAMILY- COURT/LEGISLATION/RESTRICTIONS-ON-PUBLICATIONS.',**JDO_TEXTS},
 'reekie':{'name':'Reekie v Claimants A','citation':'[2018] NZHC 2434','court':'High Court','relevance':'Appeal under the Prisoners’ and Victims’ Claims Act 2005 against an award of exemplary damages made to two victims by the Victims’ Special Claims Tribunal.','publicationNotice':None,**JDO_TEXTS},
 'sVP':{'name':'S v P','citation':'[2018] NZHC 2645','court':'High Court','relevance':'Appeal against a Family Court decision ordering the return of two children to Australia, where their father lives, after their mother brought them to New Zealand (international child return).','publicationNotice':'NOTE: PURSUANT TO S 139 OF THE CARE OF CHILDREN ACT 2004, ANY REPORT OF THIS PROCEEDING MUST COMPLY WITH SS 11B, 11C AND 11D OF THE FAMILY COURT ACT 1980. FOR FURTHER INFORMATION, PLEASE SEE https://www.justice.govt.nz/family/about/restriction-on-publishing- judgments/',**JDO_TEXTS},
 'greenCarr':{'name':'Green v Carr','citation':'[2018] NZHC 3408','court':'High Court','relevance':'Appeal from a District Court judgment ordering payment of $12,500 under a written settlement agreement between neighbouring landowners.','publicationNotice':None,**JDO_TEXTS},
 'kumar':{'name':'Kumar v Police','citation':'[2018] NZHC 3202','court':'High Court','relevance':'Conviction appeal: whether a miscarriage of justice occurred where the defendant said he was not told of his right to a jury trial or properly advised about giving evidence.','publicationNotice':None,**JDO_TEXTS},
}
S=[]
S.append(dict(id='employment-dismissal',situation='Being fired or dismissed from a job',
 keywords=['being fired','sacked','dismissed','unfair dismissal','lost my job','personal grievance'],relevantAct=ACTS['era'],
 keyPoints=[
  st('A personal grievance includes a claim that the employee was unjustifiably dismissed, or that the employee’s employment was affected to their disadvantage by an unjustifiable action of the employer.','era','s 103(1)(a)–(b)'),
  st('Whether a dismissal was justifiable is decided objectively: was what the employer did, and how it did it, what a fair and reasonable employer could have done in all the circumstances at the time.','era','s 103A(2)'),
  st('Employer and employee must deal with each other in good faith and must not mislead or deceive each other.','era','s 4(1)'),
  st('A dismissed employee may, within 60 days, ask the employer for a written statement of the reasons for the dismissal; the employer must provide it within 14 days of the request.','era','s 120'),
  st('Remedies for a personal grievance can include reinstatement, reimbursement of lost wages and compensation for humiliation, loss of dignity and injury to feelings.','era','s 123(1)'),
 ],
 timeLimit=st('A personal grievance must be raised with the employer within 90 days of the action, or of when it came to the employee’s notice (whichever is later); for sexual harassment (s 103(1)(d)) the period is 12 months. Late grievances need the employer’s consent or the Authority’s leave, and no action may start more than 3 years after the grievance was raised.','era','s 114(1), (6), (7)'),
 suggestedActions=['Write down what happened and when, and keep letters, emails and your employment agreement.','Raise the grievance with your employer in writing as early as you can.','Get free advice from a Community Law Centre before you sign anything.'],
 relevantCases=[CASES['chand']],relatedTopics=['Employment law'],urgency='high'))
S.append(dict(id='relationship-property',situation='Leaving a relationship: dividing property',
 keywords=['leaving a relationship','break up','separated','divorce','de facto','relationship property'],relevantAct=ACTS['pra'],
 keyPoints=[
  st('Relationship property includes the family home and the family chattels (whenever acquired), property owned jointly, and most property acquired by either partner during the relationship.','pra','s 8(1)'),
  st('On division, each partner is entitled to share equally in the family home, the family chattels and any other relationship property, subject to the rest of that Part of the Act.','pra','s 11'),
  st('A relationship of short duration is generally one in which the partners lived together for less than 3 years.','pra','s 2E(1)'),
  st('In a marriage of short duration, equal sharing does not apply to some assets (for example property one spouse owned when the marriage began, or inherited or was given); shares follow each spouse’s contribution.','pra','s 14'),
  st('For a de facto relationship of short duration, no order dividing relationship property can be made unless there is a child of the relationship or the applicant made a substantial contribution, and failing to make an order would cause serious injustice.','pra','s 14A(2)'),
  st('Partners may make their own agreement about their property, but it is void unless it is in writing and signed, each party has independent legal advice, and each signature is witnessed and certified by a lawyer.','pra','ss 21, 21F'),
  st('Applications under the Act are heard and determined in the Family Court (unless another provision gives another court jurisdiction).','pra','s 22'),
 ],
 timeLimit=st('An application must be made within 12 months after a marriage or civil union is dissolved by a final order, or within 3 years after a de facto relationship ends; the court may extend the time.','pra','s 24(1)–(2)'),
 suggestedActions=['List the property and debts of each partner, with dates they were acquired.','Keep copies of bank statements, titles, trust deeds and any agreement you signed.','Get free advice from a Community Law Centre, or ask about family legal aid.'],
 relevantCases=[CASES['clayton']],relatedTopics=['Relationship property','Family law'],urgency='medium'))
S.append(dict(id='tenancy-bond',situation='Tenancy bond disputes',
 keywords=['bond','tenancy bond','landlord','renting','tenant','residential tenancies'],relevantAct=ACTS['rta'],
 keyPoints=[
  st('A landlord may require a general bond of no more than 4 weeks’ rent.','rta','s 18(1)'),
  st('A landlord who receives a bond must give a written receipt and, within 23 working days, forward the bond to the chief executive (Tenancy Services).','rta','s 19(1)'),
  st('A landlord may not require any other form of security beyond the permitted bond.','rta','s 18A(1)'),
  st('The Tenancy Tribunal has jurisdiction to decide disputes between a landlord and a tenant about a tenancy the Act applies to.','rta','s 77(1)'),
 ],timeLimit=None,
 suggestedActions=['Keep your bond lodgement receipt, the tenancy agreement and photos of the property at the start and end.','Try to agree the bond refund with the landlord in writing first.','Get free advice from a Community Law Centre if you cannot agree.'],
 relevantCases=[],relatedTopics=['Contract law'],urgency='medium'))
S.append(dict(id='family-violence',situation='Family violence and protection orders',
 keywords=['family violence','domestic violence','protection order','abuse','abusive partner'],relevantAct=ACTS['fva'],
 keyPoints=[
  st('Family violence means physical, sexual or psychological abuse by a person with whom the victim is or has been in a family relationship; it includes a pattern of behaviour that is coercive or controlling or causes cumulative harm.','fva','s 9(1)–(3)'),
  st('The court may make a protection order if the respondent has inflicted, or is inflicting, family violence against the applicant or a child of the applicant’s family, and the order is necessary for their protection.','fva','s 79'),
  st('In deciding a child’s welfare and best interests, a principle is that the child’s safety must be protected, in particular from all forms of violence.','coca','s 5(a)'),
  st('In guardianship and parenting applications where a final protection order is or has been in force against a party, the court must have regard to matters such as whether it is still in force and why it was made.','coca','s 5A'),
 ],timeLimit=None,
 suggestedActions=['If you are in danger now, call 111.','Call a family violence helpline listed below for support and safety planning.','A lawyer can apply for a protection order for you; ask about legal aid.'],
 relevantCases=[],relatedTopics=['Family law','Criminal law'],urgency='high'))
S.append(dict(id='starting-business',situation='Starting a business',
 keywords=['starting a business','start a business','company','incorporate','sole trader','gst registration'],relevantAct=ACTS['companies'],
 keyPoints=[
  st('A company must have a name, 1 or more shares, 1 or more shareholders and 1 or more directors, at least one of whom lives in New Zealand (or in an enforcement country and is a director of a company there).','companies','s 10'),
  st('An application to register a company is sent or delivered to the Registrar in the prescribed form, signed by each applicant, with each director’s written consent.','companies','s 12(1)'),
  st('A company is a legal entity in its own right, separate from its shareholders.','companies','s 15'),
  st('GST is charged at 15% on supplies of goods and services in New Zealand made by a registered person in the course or furtherance of a taxable activity.','gst','s 8(1)'),
  st('No person may, in trade, engage in conduct that is misleading or deceptive or likely to mislead or deceive.','fta','s 9'),
 ],timeLimit=None,
 suggestedActions=['Decide on the structure (sole trader, partnership or company) before signing leases or contracts.','Check with Inland Revenue whether you must register for GST.','Keep business and personal money separate from day one.'],
 relevantCases=[],relatedTopics=['Contract law'],urgency='low'))
S.append(dict(id='tax-problems',situation='Tax problems and disputes with Inland Revenue',
 keywords=['tax problems','tax','inland revenue','ird','tax debt','tax assessment'],relevantAct=ACTS['taa'],
 keyPoints=[
  st('A taxpayer must, among other things, correctly determine the tax payable, pay tax on time, and keep the information and records the tax laws require.','taa','s 15B'),
  st('The Commissioner of Inland Revenue is charged with the care and management of the taxes covered by the Inland Revenue Acts.','taa','s 6A(2)'),
  st('Every Minister and official with responsibilities for collecting taxes must use their best endeavours to protect the integrity of the tax system, which includes taxpayers’ rights to have their liability determined fairly and their affairs kept confidential.','taa','s 6'),
 ],
 timeLimit=st('Once 4 years have passed from the end of the tax year in which a taxpayer provided an income tax return, the Commissioner generally may not amend the assessment to increase the amount assessed (exceptions apply).','taa','s 108(1)'),
 suggestedActions=['Read every letter from Inland Revenue and note its response date.','Contact Inland Revenue early if you cannot pay; keep notes of every call.','Get advice from a tax adviser or a Community Law Centre if you disagree with an assessment.'],
 relevantCases=[],relatedTopics=[],urgency='medium'))
S.append(dict(id='buying-selling-house',situation='Buying and selling a house',
 keywords=['buying a house','selling a house','real estate','real estate agent','property purchase'],relevantAct=ACTS['reaa'],
 keyPoints=[
  st('A person must not carry out real estate agency work unless licensed under the Act (and acting within the licence) or exempt.','reaa','s 6(1)'),
  st('The Real Estate Agents Authority must have rules that include a code of professional conduct and client care for agents.','reaa','s 14(2)'),
  st('No person may, in trade, make certain false or misleading representations (for example about the nature of the interest or the price) in connection with the sale of an interest in land.','fta','s 14(1)'),
 ],
 timeLimit=st('It is a defence to a money claim (for example for breach of a sale and purchase agreement) that it was filed at least 6 years after the act or omission it is based on; different periods apply where the claimant learned of the claim late.','limitation','s 11'),
 suggestedActions=['Have a lawyer or conveyancer check the sale and purchase agreement before you sign.','Check that the agent is licensed.','Keep the agreement, the title search and any reports you relied on.'],
 relevantCases=[],relatedTopics=['Contract law'],urgency='medium'))
S.append(dict(id='youth-court',situation='Youth Court: a young person charged with an offence',
 keywords=['youth court','young person charged','youth justice','teenager arrested'],relevantAct=ACTS['ota'],
 keyPoints=[
  st('The purposes of the Act are to promote the well-being of children, young persons and their families, whānau, hapū, iwi and family groups, including through its youth justice provisions.','ota','s 4(1)'),
  st('A principle of youth justice is that, unless the public interest requires otherwise, criminal proceedings should not be brought against a child or young person if there is another means of dealing with the matter.','ota','s 208(2)(a)'),
  st('Everyone charged with an offence has minimum rights, including the right to be presumed innocent until proved guilty according to law.','nzbora','s 25(c)'),
 ],timeLimit=None,
 suggestedActions=['Ask for a lawyer straight away.','Ask for a support person to be present when the Police want to talk to the young person.','Contact a Community Law Centre for free advice.'],
 relevantCases=[],relatedTopics=['Criminal law','Family law'],urgency='high'))
S.append(dict(id='child-protection',situation='Child protection and Oranga Tamariki',
 keywords=['child protection','oranga tamariki','uplift','care and protection','foster care'],relevantAct=ACTS['ota'],
 keyPoints=[
  st('Outside the youth justice Parts of the Act, the well-being and best interests of the child or young person are the first and paramount consideration.','ota','s 4A(1)'),
  st('Anyone exercising powers under the Act must be guided by principles including that the child or young person be encouraged and helped to take part and express their views, which should be taken into account.','ota','s 5(1)(a)'),
  st('The Act sets out when a child or young person is in need of care or protection, for example when they are suffering, or likely to suffer, serious harm.','ota','s 14(1)'),
  st('Where an action or decision under the Act significantly affects a child or young person, their parents or guardians and the child or young person must, wherever practicable, be told of it and the reasons for it as soon as practicable.','ota','s 8(1)'),
 ],timeLimit=None,
 suggestedActions=['Ask Oranga Tamariki for the reasons for any decision in writing.','Get legal advice straight away; legal aid may be available.','Keep a record of meetings, names and dates.'],
 relevantCases=[],relatedTopics=['Family law'],urgency='high'))
S.append(dict(id='victim-support',situation='Victims of crime: rights and support',
 keywords=['victim support','victim of crime','victims rights','reparation'],relevantAct=ACTS['vra'],
 keyPoints=[
  st('Anyone dealing with a victim (for example a judge, lawyer, court staff or Police) should treat the victim with courtesy and compassion and respect their dignity and privacy.','vra','s 7'),
  st('Providing for the interests of the victim of the offence is one of the purposes of sentencing.','sentencing','s 7(1)(c)'),
  st('Where a court is lawfully entitled to impose reparation it must do so, unless it would cause undue hardship to the offender or their dependants or other special circumstances make it inappropriate; if it does not, it must give reasons.','sentencing','s 12(1), (3)'),
 ],timeLimit=None,
 suggestedActions=['Ask the Police officer in charge of the case to keep you informed.','Tell the Police or the court victim adviser about any loss you have suffered, so reparation can be considered.','Contact a Community Law Centre for free advice.'],
 relevantCases=[CASES['reekie']],relatedTopics=['Criminal law'],urgency='medium'))
S.append(dict(id='human-rights-discrimination',situation='Discrimination and human rights',
 keywords=['human rights','discrimination','discriminated','bill of rights','racism','human rights act'],relevantAct=ACTS['hra'],
 keyPoints=[
  st('The prohibited grounds of discrimination include sex, marital status, religious and ethical belief, colour, race, ethnic or national origins, disability, age, political opinion, employment status, family status and sexual orientation.','hra','s 21(1)'),
  st('It is unlawful for an employer to refuse to employ, or to treat less favourably, an applicant or employee by reason of a prohibited ground.','hra','s 22(1)'),
  st('It is unlawful for a person supplying goods, facilities or services to the public to refuse them, or treat someone less favourably, by reason of a prohibited ground.','hra','s 44(1)'),
  st('Everyone has the right to freedom from discrimination on the grounds of discrimination in the Human Rights Act 1993.','nzbora','s 19(1)'),
 ],timeLimit=None,
 suggestedActions=['Write down what happened, when, and who was present.','Contact the Human Rights Commission, which offers a free complaints service.','If it happened at work, a personal grievance may also be available: note the time limit for raising it.'],
 relevantCases=[],relatedTopics=['Employment law'],urgency='medium'))
T=[]
T.append(dict(id='relationship-property',topic='Relationship property',
 keywords=['relationship property','separation','divorce','de facto relationship','family home'],
 definition=st('Relationship property consists of the family home and family chattels (whenever acquired), property owned jointly, and most property acquired by either partner during the relationship.','pra','s 8(1)'),
 relevantCourt=st('Family Court','pra','s 22(1)'),
 timeLimit=st('12 months after a marriage or civil union is dissolved by a final order; 3 years after a de facto relationship ends; the court may extend the time.','pra','s 24'),
 applicableLaw=[ACTS['pra']],
 keyProvisions=[st('Equal sharing of the family home, chattels and other relationship property','pra','s 11'),st('Meaning of relationship of short duration','pra','s 2E'),st('Marriages of short duration','pra','s 14'),st('De facto relationships of short duration','pra','s 14A'),st('Contracting out: agreements about property between partners','pra','s 21')],
 importantCaseLaw=[CASES['clayton']],
 practicalTips=['Do not sign a property agreement without independent legal advice.','Note the date the relationship ended: time limits run from it.'],relatedTopics=['Family law']))
T.append(dict(id='employment',topic='Employment law',
 keywords=['employment','dismissal','personal grievance','employer','employment agreement','wages'],
 definition=st('Employment law governs the relationship between employers and employees, who must deal with each other in good faith.','era','s 4(1)'),
 relevantCourt=st('Employment Relations Authority (exclusive first-instance jurisdiction over employment relationship problems); a party may challenge its determination in the Employment Court within 28 days','era','ss 161(1), 179'),
 timeLimit=st('Raise a personal grievance within 90 days (12 months for sexual harassment).','era','s 114(7)'),
 applicableLaw=[ACTS['era'],ACTS['hra']],
 keyProvisions=[st('Meaning of employee','era','s 6'),st('Personal grievance','era','s 103'),st('Test of justification','era','s 103A'),st('Remedies','era','s 123')],
 importantCaseLaw=[CASES['chand']],
 practicalTips=['Keep a copy of your employment agreement, payslips and time records.','Raise concerns in writing and keep copies.'],relatedTopics=['Contract law']))
T.append(dict(id='contract',topic='Contract law',
 keywords=['contract','agreement','breach of contract','debt','money claim','mistake'],
 definition=st('The Contract and Commercial Law Act 2017 holds the main statutory rules on contracts, for example when a court may grant relief to a party who entered into a contract because of a material mistake known to the other party, or a common or mutual mistake.','ccla','s 24(1)'),
 relevantCourt=st('Disputes Tribunal, for claims founded on contract or quasi-contract within the limits the Act sets','dta','s 10'),
 timeLimit=st('Money claims, including most claims for breach of contract: a defence applies once 6 years have passed since the act or omission (longer where the claimant learned of the claim late).','limitation','s 11'),
 applicableLaw=[ACTS['ccla'],ACTS['limitation'],ACTS['fta'],ACTS['dta']],
 keyProvisions=[st('Deed or contract for the benefit of a person who is not a party','ccla','s 12'),st('Relief for mistake','ccla','s 24'),st('Misleading and deceptive conduct in trade','fta','s 9'),st('Jurisdiction of the Disputes Tribunal','dta','s 10')],
 importantCaseLaw=[CASES['greenCarr']],
 practicalTips=['Put agreements in writing and keep signed copies.','Claims have time limits: act early.'],relatedTopics=['Employment law']))
T.append(dict(id='family',topic='Family law',
 keywords=['family','care of children','parenting order','guardianship','custody','family court'],
 definition=st('In proceedings about the guardianship, day-to-day care of or contact with a child, the welfare and best interests of the child are the first and paramount consideration.','coca','s 4(1)'),
 relevantCourt=st('Family Court (a division of the District Court)','fca','s 4'),
 timeLimit=None,applicableLaw=[ACTS['coca'],ACTS['fva'],ACTS['pra'],ACTS['ota'],ACTS['fca']],
 keyProvisions=[st('Principles relating to the child’s welfare and best interests','coca','s 5'),st('Child’s views','coca','s 6'),st('Guardianship defined','coca','s 15'),st('Requirements for making a protection order','fva','s 79')],
 importantCaseLaw=[CASES['sVP']],
 practicalTips=['Family Court judgments often carry publication restrictions: do not identify the parties.','Ask a Community Law Centre about free advice and family legal aid.'],relatedTopics=['Relationship property']))
T.append(dict(id='criminal',topic='Criminal law',
 keywords=['criminal','charge','arrest','offence','police','criminal procedure','sentencing'],
 definition=st('Offences fall into four categories, defined mainly by the maximum penalty; the category decides matters such as whether a jury trial is available and which court tries the charge.','cpa','s 6(1)'),
 relevantCourt=st('District Court (jurisdiction over proceedings for any offence; some category 2, 3 and 4 proceedings move to the High Court)','cpa','s 9'),
 timeLimit=st('For category 1 and 2 offences, a charging document must be filed within 6 months if the maximum penalty is up to 3 months’ imprisonment or (without imprisonment) a fine of up to $7,500; within 12 months if it is more than 3 and up to 6 months’ imprisonment or a fine over $7,500 and up to $20,000; otherwise within 5 years. Category 3 offences with a maximum of up to 3 years’ imprisonment: 5 years; other category 3 offences and all category 4 offences: no limit. Other Acts may set different periods.','cpa','s 25'),
 applicableLaw=[ACTS['crimes'],ACTS['cpa'],ACTS['sentencing'],ACTS['nzbora']],
 keyProvisions=[st('Rights of persons arrested or detained','nzbora','s 23'),st('Rights of persons charged','nzbora','s 24'),st('Minimum standards of criminal procedure','nzbora','s 25'),st('Purposes of sentencing','sentencing','s 7')],
 importantCaseLaw=[CASES['kumar']],
 practicalTips=['If you are arrested you have the right to consult and instruct a lawyer without delay and to be told of that right.','Ask about the duty lawyer at your first court appearance.'],relatedTopics=['Family law']))
out={'checkedAt':CHECKED,'situations':S,'topics':T}
json.dump(out,open('data/guidance/guidance.json','w'),ensure_ascii=False,indent=1)
n=sum(len(s['keyPoints'])+(1 if s['timeLimit'] else 0) for s in S)+sum(3 if t['timeLimit'] else 2 for t in T)+sum(len(t['keyProvisions']) for t in T)
print('claims',n)
from collections import Counter
print(Counter((c['checkedAgainst']['dataset'],c['checkedAgainst']['versionAsAt'],c['source']['act']) for s in S for c in s['keyPoints']+([s['timeLimit']] if s['timeLimit'] else [])))
