// A page that is still loading shows a PageLoader. The shell hands a prerendered page over to the
// live one only once none is showing, so the visitor never sees the page give way to a spinner.

let showing = 0;
const waiting = new Set<() => void>();

function settleSoon(): void {
  // One loader often replaces another within a commit (an area's loader, then its page's
  // Suspense fallback): only a count still at zero after the commit means the page is there.
  setTimeout(() => {
    if (showing > 0) return;
    const resolve = [...waiting];
    waiting.clear();
    resolve.forEach((done) => done());
  }, 0);
}

/** Marks a PageLoader as showing; returns the function that marks it gone. */
export function trackPageLoader(): () => void {
  showing += 1;
  let done = false;
  return () => {
    if (done) return;
    done = true;
    showing -= 1;
    if (showing === 0 && waiting.size > 0) settleSoon();
  };
}

/** Resolves once no PageLoader is showing (call it after the page has committed). */
export function whenPageLoaded(): Promise<void> {
  return new Promise((resolve) => {
    waiting.add(resolve);
    if (showing === 0) settleSoon();
  });
}
