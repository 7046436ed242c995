import { Link, type LinkProps } from '@chakra-ui/react';

/**
 * A link to another site (an official source, a court's page, a provider's site): opened in a new tab, with neither
 * the opener nor the referrer passed on (`rel="noopener noreferrer"`). Takes Chakra `Link`'s props.
 */
export function ExternalLink(props: LinkProps) {
  return <Link target="_blank" rel="noopener noreferrer" {...props} />;
}
