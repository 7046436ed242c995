import json,gzip,sys
files=[('cur','data/legislation-status-recent/fulltext-priority-current.jsonl'),('cur','data/legislation-status-recent/fulltext-other-current.jsonl.gz'),('old','data/legislation-fulltext-principal/acts-priority.fulltext.jsonl'),('old','data/legislation-fulltext-principal/acts-other-principal.fulltext.jsonl.gz')]
idx={}
for tag,f in files:
  op=gzip.open if f.endswith('.gz') else open
  for l in op(f,'rt'):
    r=json.loads(l)
    for t in {r['act_title'], r.get('act_title_later') or r['act_title']}:
      idx.setdefault((t,r['section']),[]).append((tag,r))
queries=[l.rstrip('\n').split('|') for l in sys.stdin if l.strip()]
for act,sec in queries:
  hits=idx.get((act,sec),[])
  print('=====',act,'s',sec, 'hits',[ (t,r.get('version_as_at') or r.get('version_date_or_as_at')) for t,r in hits])
  for t,r in hits[:2]:
    print(' ['+t+']',r['heading'],'::',r['text'][:int(sys.argv[1]) if len(sys.argv)>1 else 500].replace('\n',' / '))
