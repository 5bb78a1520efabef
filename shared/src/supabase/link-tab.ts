/**
 * Opens a tab at once, while the click still counts as the user's, and points it at the link once
 * the server has signed it; a failure closes the tab again.
 */
export function linkTab() {
  const tab = window.open('', '_blank');
  return {
    onSuccess: (url: string) => {
      if (tab) {
        tab.opener = null;
        tab.location.href = url;
      } else {
        window.location.assign(url);
      }
    },
    onError: () => tab?.close(),
  };
}
