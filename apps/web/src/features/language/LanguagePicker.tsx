import { useOnDemand } from '../../components/on-demand';
import { LanguageButton } from './LanguageButton';

const loadMenu = () => import('./LanguageMenu').then((m) => m.LanguageMenu);

/**
 * The header's interface-language picker. The menu (its 51 languages and zag's menu machine) loads the first time
 * a person reaches for the button; until then the same button stands in, and a click or keyboard focus on it is
 * handed to the menu when it arrives.
 */
export function LanguagePicker() {
  const { Widget: Menu, handlers, handoff } = useOnDemand(loadMenu);
  return Menu ? <Menu handoff={handoff} /> : <LanguageButton {...handlers} />;
}
