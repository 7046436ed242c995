import { lazy, Suspense, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRoot } from './AppRoot';
import { preloadParliamentaryDebatesTicker } from './features/parliamentary-debates/lazy';
import './print.css';
import { createAppRouter } from './router';

const router = createAppRouter();
// The toasts' view (their machines, ~9 kB gzip) loads after the first paint, and with it the toaster's store.
const Toaster = lazy(() => import('./components/Toaster').then((m) => ({ default: m.Toaster })));

const root = document.getElementById('root');
if (!root) throw new Error('#root missing from index.html');
// React's first render waits for the route's code and the ticker's. `/` arrives with the page already painted
// (prerendered at build, inert until now), and that render puts the same page in its place instead of an empty main.
// Every other page (`/search`) is painted whole by that render: neither an empty main whose footer the page then
// pushes down, nor a header the ticker then pushes down (both counted as layout shifts).
const pageLoaded = Promise.all([router.load(), preloadParliamentaryDebatesTicker()]).catch(() => undefined);
// A transition: React renders the whole page in short pieces (a plain first render is one long task), the page as it
// was (prerendered, or blank) staying on screen until it is done.
void pageLoaded.then(() => {
  const reactRoot = createRoot(root);
  startTransition(() => {
    reactRoot.render(
      <AppRoot router={router}>
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      </AppRoot>,
    );
  });
});
