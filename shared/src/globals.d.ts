declare module '*.css';
declare module '*.svg' {
  const url: string;
  export default url;
}

/** Set at build time by the shared webpack configuration. */
declare const __PORTAL_APP_NAME__: string;
declare const __PORTAL_APP_VERSION__: string;
declare const __PORTAL_SINGLETON_VERSIONS__: Record<string, string>;
/** antd modules the shell provides to every area (remotes bundle no copy of them). */
declare const __PORTAL_HOST_PROVIDES__: string[];
