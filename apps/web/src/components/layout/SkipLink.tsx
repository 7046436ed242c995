import { Link } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** Id of the page's `<main>` element, the skip link's target. */
export const MAIN_ID = 'main';

/**
 * "Skip to main content": the first Tab stop of every page, hidden until focused. It moves focus to `<main>` (which
 * takes focus with `tabIndex={-1}`) without changing the address, so the keyboard passes the ticker and the header.
 */
export function SkipLink() {
  const { t } = useTranslation('common');
  return (
    <Link
      href={`#${MAIN_ID}`}
      onClick={(e) => {
        const main = document.getElementById(MAIN_ID);
        if (!main) return;
        e.preventDefault();
        main.focus();
        main.scrollIntoView();
      }}
      position="absolute"
      top="2"
      insetStart="2"
      zIndex="skipNav"
      bg="bg"
      px="3"
      py="2"
      borderWidth="1px"
      borderRadius="md"
      fontWeight="medium"
      transform="translateY(-200%)"
      _focusVisible={{ transform: 'none' }}
      className="no-print"
    >
      {t('skipToContent')}
    </Link>
  );
}
