import { useEffect } from 'react';

const TABBABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

function tabbables(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(TABBABLE)].filter((element) => {
    if (element.tabIndex < 0 || element.getClientRects().length === 0) return false;
    // Of a radio group only the checked radio (or the first, when none is) takes a Tab stop.
    if (element instanceof HTMLInputElement && element.type === 'radio' && !element.checked) {
      const group = container.querySelectorAll<HTMLInputElement>(
        `input[type="radio"][name="${CSS.escape(element.name)}"]`,
      );
      return ![...group].some((radio) => radio.checked) && group[0] === element;
    }
    return true;
  });
}

function onKeyDown(event: KeyboardEvent) {
  if (event.key !== 'Tab' || event.defaultPrevented) return;
  const open = [...document.querySelectorAll<HTMLElement>('[role="dialog"][aria-modal="true"]')];
  const dialog = open.filter((element) => element.getClientRects().length > 0).at(-1);
  if (!dialog) return;
  const stops = tabbables(dialog);
  if (stops.length === 0) return;
  const first = stops[0];
  const last = stops[stops.length - 1];
  const active = document.activeElement;
  const wrapTo =
    !active || !dialog.contains(active)
      ? first
      : event.shiftKey && active === first
        ? last
        : !event.shiftKey && active === last
          ? first
          : null;
  if (!wrapTo) return;
  event.preventDefault();
  wrapTo.focus();
}

/**
 * Tab and Shift+Tab go round the topmost open dialog. antd's dialogs pull the focus back only when
 * it lands on another element of the page, and a dialog is the last thing on the page, so Tab from
 * its last control would leave for the browser's own toolbar.
 */
export function useModalFocusWrap(): void {
  useEffect(() => {
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, []);
}
