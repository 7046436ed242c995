import { Heading, Link, List, Stack } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { ExternalLink } from '../../ExternalLink';

/** A footer link: an in-app route (`to`, optional `search`/`hash`) or an external address opened in a new tab. */
export type FooterLinkSpec =
  | { label: string; to: '/help' | '/privacy' | '/terms' | '/accessibility' | '/documents'; hash?: string }
  | { label: string; to: '/search'; search: Record<string, unknown> }
  | { label: string; href: string; external: boolean };

function FooterLink({ link }: { link: FooterLinkSpec }): ReactNode {
  if ('href' in link) {
    return link.external ? (
      <ExternalLink href={link.href}>{link.label}</ExternalLink>
    ) : (
      <Link href={link.href}>{link.label}</Link>
    );
  }
  if (link.to === '/search') {
    return (
      <Link asChild>
        <RouterLink to="/search" search={link.search}>
          {link.label}
        </RouterLink>
      </Link>
    );
  }
  return (
    <Link asChild>
      <RouterLink to={link.to} hash={link.hash}>
        {link.label}
      </RouterLink>
    </Link>
  );
}

/** One titled column of footer links. */
export function FooterColumn({ id, title, links }: { id: string; title: string; links: FooterLinkSpec[] }) {
  return (
    <Stack as="nav" aria-labelledby={id} gap="2">
      <Heading as="h2" size="sm" id={id}>
        {title}
      </Heading>
      <List.Root variant="plain" gap="1" fontSize="sm">
        {links.map((l) => (
          <List.Item key={l.label}>
            <FooterLink link={l} />
          </List.Item>
        ))}
      </List.Root>
    </Stack>
  );
}
