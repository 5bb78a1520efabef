import { StyleContext, extractStyle } from '@ant-design/cssinjs';
import { whenPageLoaded } from '@portal/shared';
import { useContext, useEffect } from 'react';

// The server may send a public page prerendered (scripts/prerender.mjs): its markup is in #root,
// painted before any script runs, and not interactive. The live page renders off the document and
// takes its place once nothing on it is loading, so the visitor never sees it blank or half built.

/** What the prerendering browser puts on the page to learn when it is complete. */
interface PrerenderProbe {
  ready?: boolean;
  failed?: boolean;
  /** antd's styles of the page, with the map that lets a later page reuse them. */
  styles?: () => string;
}

declare global {
  interface Window {
    __PORTAL_PRERENDER__?: PrerenderProbe;
  }
}

export interface StartupRoot {
  /** Where React renders. */
  container: HTMLElement;
  /** Called once the first render has committed; shows the live page when it is complete. */
  committed(options?: { failed?: boolean }): void;
}

export function startupRoot(doc: Document = document): StartupRoot {
  const root = doc.getElementById('root')!;
  const prerendered = root.hasAttribute('data-prerendered') ? root : null;
  const container = prerendered ? doc.createElement('div') : root;
  if (prerendered) container.id = 'root';
  let handedOver = false;
  return {
    container,
    committed({ failed = false } = {}) {
      if (handedOver) return;
      handedOver = true;
      const show = () => {
        prerendered?.replaceWith(container);
        const probe = window.__PORTAL_PRERENDER__;
        if (probe) Object.assign(probe, { ready: true, failed });
      };
      if (failed) show();
      else void whenPageLoaded().then(show);
    },
  };
}

/** Calls `onCommit` once the tree it is rendered in has committed. */
export function AfterCommit({ onCommit }: { onCommit: () => void }) {
  useEffect(onCommit, [onCommit]);
  return null;
}

/** Hands antd's style cache to the prerendering browser; renders nothing. */
export function PrerenderStyles() {
  const { cache } = useContext(StyleContext);
  useEffect(() => {
    const probe = window.__PORTAL_PRERENDER__;
    if (probe) probe.styles = () => extractStyle(cache);
  }, [cache]);
  return null;
}
