/**
 * The attribute of the element that holds the prerendered page inside `#root` (`<div data-prerendered inert>`):
 * the build writes it, the browser's entry waits for the route's code when it is there, and React's first render
 * replaces it.
 */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/**
 * Set on `<html>` before the first paint when the visitor's saved settings differ from those the page was
 * prerendered with (another language, sovereign mode on): the prerendered page is then kept hidden, and the page
 * appears as the browser renders it, with the visitor's settings.
 */
export const PRERENDER_MISMATCH_ATTRIBUTE = 'data-prerender-mismatch';

/**
 * The browser settings a prerendered page assumes: localStorage key → the stored strings that show the page as
 * prerendered. A key not stored (or storage blocked) gives the default, which the page was prerendered with.
 */
export type PrerenderedSettings = Record<string, readonly string[]>;

/**
 * The source of a small classic script for the head of a prerendered page: it runs before the body is parsed and
 * sets PRERENDER_MISMATCH_ATTRIBUTE on `<html>` when a stored setting is not one of `settings`' values. Plain ES5,
 * no dependencies; never throws (blocked storage leaves the page shown).
 */
export function prerenderGateScript(settings: PrerenderedSettings): string {
  return `(function(){try{var s=window.localStorage,d=${JSON.stringify(settings)};for(var k in d){var v=s.getItem(k);if(v!==null&&d[k].indexOf(v)<0){document.documentElement.setAttribute(${JSON.stringify(PRERENDER_MISMATCH_ATTRIBUTE)},'');return}}}catch(e){}})();\n`;
}
