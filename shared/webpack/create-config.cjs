// One webpack configuration for the shell and every remote, so sharing rules cannot drift apart.
const path = require('node:path');
const fs = require('node:fs');
const HtmlWebpackPlugin = require('html-webpack-plugin');
// webpack's own minimizer plugin (it ships with webpack), driven by @swc/core.
const JsMinimizer = require(
  require.resolve('minimizer-webpack-plugin', {
    paths: [path.dirname(require.resolve('webpack'))],
  }),
);
const { DefinePlugin } = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { devPortalConfig } = require('./dev-portal-config.cjs');
const { SizeBudgetPlugin } = require('./size-budget-plugin.cjs');

// react-router itself is not shared: the apps import react-router-dom, which resolves to the
// portal's router entry (react-router-dom.mjs) and is shared under that name.
const SINGLETONS = [
  'react',
  'react-dom',
  'react-router-dom',
  'zustand',
  '@supabase/supabase-js',
  'dayjs',
  'react-hook-form',
  '@tanstack/react-query',
];
// antd is not shared as a package: sharing it whole ships every component on the first page.
// Each app bundles the antd components it uses (tree-shaken); the modules that hold antd's
// runtime state are shared once instead, so the shell's ConfigProvider (theme, locale, size),
// its App (toasts) and one style cache reach the components of every area.
const ANTD_RUNTIME_MODULES = [
  'antd/es/config-provider/context',
  'antd/es/config-provider/SizeContext',
  'antd/es/config-provider/DisabledContext',
  'antd/es/theme/context',
  'antd/es/locale/context',
  'antd/es/app/context',
  'antd/es/form/validateMessagesContext',
  '@rc-component/motion/es/context',
];
const ANTD_RUNTIME_PACKAGES = ['@ant-design/cssinjs'];
// The components nearly every area uses (and those they import from each other) are shared one by
// one as well, so an area opened after the shell reuses the shell's copies instead of fetching its
// own; components only some areas use stay in those areas' bundles.
const ANTD_SHARED_COMPONENTS = [
  'alert',
  'app',
  'button',
  'card',
  'col',
  'config-provider',
  'descriptions',
  'divider',
  'dropdown',
  'empty',
  'flex',
  'form',
  'grid',
  'input',
  'layout',
  'menu',
  'result',
  'row',
  'skeleton',
  'space',
  'spin',
  'tabs',
  'tag',
  'theme',
  'tooltip',
  'typography',
].map((name) => `antd/es/${name}/index`);

// Subpath imports (react/jsx-runtime, react-dom/client) must match the singletons as well.
const SUBPATH_SINGLETONS = ['react', 'react-dom'];

// Singletons whose major version must match between the shell and a remote.
const GUARDED_SINGLETONS = [
  'react',
  'react-dom',
  'react-router',
  'react-router-dom',
  'antd',
  '@portal/shared',
];

/** Versions of the guarded singletons this app is built with, as resolved from its folder. */
function builtWithVersions(dir) {
  return Object.fromEntries(GUARDED_SINGLETONS.map((name) => [name, packageVersion(name, dir)]));
}

function packageVersion(name, dir) {
  return require(require.resolve(`${name}/package.json`, { paths: [dir] })).version;
}

const ANTD_MODULES = [...ANTD_RUNTIME_MODULES, ...ANTD_SHARED_COMPONENTS];
const ANTD_PACKAGES =
  /[\\/]node_modules[\\/](antd|@ant-design|@rc-component|@babel[\\/]runtime|clsx|is-mobile|throttle-debounce|stylis|@emotion|compute-scroll-into-view|scroll-into-view-if-needed)[\\/]/;
// Components (and their own packages) that no first page needs: they load with the page or panel
// that uses them instead of in the shell's first-page antd request.
// (modal's locale is the exception: the ConfigProvider's locale reads it on every page.)
const ANTD_LATER =
  /[\\/]node_modules[\\/](antd[\\/]es[\\/]((form|input|descriptions|alert|card|tabs|menu|dropdown|skeleton|empty|result|tag|divider|typography|message|notification|list|drawer|switch|timeline|pagination|select|table|date-picker|time-picker|checkbox|radio|badge|avatar|popover|popconfirm|progress|upload|steps|collapse|segmented|statistic|auto-complete|input-number|slider|transfer|tree|tree-select|cascader|calendar|image|color-picker|breadcrumb|mentions)[\\/]|modal[\\/](?!locale\.js)|app[\\/](?!context\.js)|tooltip[\\/](?!UniqueProvider))|@rc-component[\\/](form|async-validator|tabs|menu|dropdown|overflow|input|textarea|notification|dialog|pagination|select|virtual-list|drawer|switch|table|picker|checkbox|steps|collapse|segmented|upload|tree|tree-select|cascader|image|color-picker|mentions|input-number|slider|progress)[\\/])/;

// Shared packages on every first page, and @portal/shared's core (its validation, supabase, query,
// widgets, match, interviews and forms entries load later and stay apart).
const FIRST_PAGE_SHARED =
  /([\\/]node_modules[\\/](react-router|zustand|dayjs)[\\/]|[\\/]shared[\\/]webpack[\\/]react-router-dom\.mjs$|[\\/]shared[\\/]src[\\/](?!validation[\\/]|query[\\/]|widgets[\\/]|match[\\/]|interviews[\\/]|forms[\\/]|supabase[\\/](?!auth-storage)))/;

const runtimeFilesByDir = new Map();
function runtimeFiles(dir) {
  if (!runtimeFilesByDir.has(dir)) {
    runtimeFilesByDir.set(
      dir,
      new Set(
        ANTD_RUNTIME_MODULES.map((request) => require.resolve(`${request}.js`, { paths: [dir] })),
      ),
    );
  }
  return runtimeFilesByDir.get(dir);
}

/**
 * @param {boolean} fromHost  antd's runtime and shared components come from the shell only: a
 *   remote deployed into the portal bundles no copy of them, so no area can mix a component of
 *   one build with the internal contexts (form item status, grid gutters) of another.
 */
function sharedConfig(appPackage, dir, fromHost = false) {
  const deps = appPackage.dependencies ?? {};
  const shared = {};
  if (!deps.antd) throw new Error(`${appPackage.name} must list antd in its own package.json`);
  // Absolute paths match whatever request resolves to them, including antd's relative imports.
  for (const request of ANTD_MODULES) {
    const owner = request.startsWith('antd/') ? 'antd' : request.split('/').slice(0, 2).join('/');
    const version = packageVersion(owner, dir);
    shared[require.resolve(`${request}.js`, { paths: [dir] })] = {
      shareKey: request,
      singleton: true,
      version,
      requiredVersion: owner === 'antd' ? deps.antd : `^${version}`,
      ...(fromHost ? { import: false } : {}),
    };
  }
  for (const name of ANTD_RUNTIME_PACKAGES) {
    const version = packageVersion(name, dir);
    shared[name] = {
      singleton: true,
      version,
      requiredVersion: `^${version}`,
      ...(fromHost ? { import: false } : {}),
    };
  }
  for (const name of SINGLETONS) {
    if (!deps[name])
      throw new Error(`${appPackage.name} must list ${name} in its own package.json`);
    shared[name] = { singleton: true, requiredVersion: deps[name] };
  }
  // The router entry lives in this folder, so its version is stated rather than looked up.
  shared['react-router-dom'].version = packageVersion('react-router-dom', dir);
  for (const name of SUBPATH_SINGLETONS) {
    shared[`${name}/`] = { singleton: true, requiredVersion: deps[name] };
  }
  const portalShared = require('../package.json');
  // Its entries load separately: validation (zod) and form fields with the forms, the supabase
  // client (with function calls and storage) once a session exists or a form needs it, the query
  // cache with the first area that reads data, the data-backed pieces several areas show (audit
  // trail, sent invitations) with the screens that show them, and the light pieces a dashboard's
  // first screen draws (match score, interview list item) apart from those.
  for (const entry of [
    '@portal/shared',
    '@portal/shared/validation',
    '@portal/shared/supabase',
    '@portal/shared/query',
    '@portal/shared/widgets',
    '@portal/shared/match',
    '@portal/shared/interviews',
    '@portal/shared/forms',
  ]) {
    shared[entry] = {
      singleton: true,
      version: portalShared.version,
      requiredVersion: `^${portalShared.version}`,
    };
  }
  return shared;
}

/** The antd modules a remote deployed into the portal takes from the shell, with their versions. */
function hostShared(dir) {
  return [...ANTD_MODULES, ...ANTD_RUNTIME_PACKAGES].map((name) => {
    const owner = name.startsWith('antd/') ? 'antd' : name.split('/').slice(0, 2).join('/');
    return { name, version: packageVersion(owner, dir) };
  });
}

/** react-router-dom (and a stray react-router import) resolve to the portal's router entry. */
function routerAliases(dir, production) {
  const main = require.resolve('react-router', { paths: [dir] });
  const dist = path.join(path.dirname(main), '..', production ? 'production' : 'development');
  const entry = path.join(__dirname, 'react-router-dom.mjs');
  return {
    'react-router-dom$': entry,
    'react-router$': entry,
    'portal-react-router-entry$': path.join(dist, 'index.mjs'),
  };
}

function externalRuntimeProvider(dir) {
  const enhanced = path.dirname(require.resolve('@module-federation/enhanced', { paths: [dir] }));
  const cjs = require.resolve('@module-federation/inject-external-runtime-core-plugin', {
    paths: [enhanced],
  });
  return path.join(path.dirname(cjs), 'index.js');
}

/**
 * @param {object} options
 * @param {string} options.dir         app folder (its package.json names the app and its port)
 * @param {Record<string,string>} [options.exposes]  remote modules; absent for the host
 * @param {boolean} [options.host]     the shell
 */
function createConfig({ dir, exposes, host = false }) {
  return (env = {}, argv = {}) => {
    const appPackage = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
    const production = argv.mode === 'production';
    const standalone = Boolean(env.standalone) && !host;
    const port = Number(process.env.PORT && host ? process.env.PORT : appPackage.portal.port);
    const federationName = appPackage.name.replace(/[^a-zA-Z0-9]/g, '_');
    const withHtml = host || standalone;
    const refresh = !production && standalone;
    const fromHost = production && !host && !standalone;

    const plugins = [
      new ModuleFederationPlugin({
        name: federationName,
        filename: host ? undefined : 'remoteEntry.js',
        exposes: host ? undefined : exposes,
        remotes: {},
        shared: sharedConfig(appPackage, dir, fromHost),
        shareStrategy: 'loaded-first',
        // What a remote takes from the shell is not in its manifest's shared list; the manifest
        // names it (with versions) so the shell can refuse a remote it cannot serve.
        manifest: fromHost
          ? {
              additionalData: ({ stats }) => {
                stats.metaData.hostShared = hostShared(dir);
                return stats;
              },
            }
          : true,
        dts: false,
        // The shell hands its federation runtime to the remotes, so each remote entry stays small;
        // a standalone remote is its own host and keeps the runtime inside.
        // (The ES module build of the injecting plugin, so the runtime is not bundled twice.)
        runtimePlugins: production && host ? [externalRuntimeProvider(dir)] : undefined,
        experiments: production && !host && !standalone ? { externalRuntime: true } : undefined,
      }),
    ];
    plugins.push(
      new DefinePlugin({
        __PORTAL_APP_NAME__: JSON.stringify(appPackage.name),
        __PORTAL_APP_VERSION__: JSON.stringify(appPackage.version),
        __PORTAL_SINGLETON_VERSIONS__: JSON.stringify(builtWithVersions(dir)),
        __PORTAL_HOST_PROVIDES__: JSON.stringify([...ANTD_MODULES, ...ANTD_RUNTIME_PACKAGES]),
      }),
    );
    if (withHtml) {
      plugins.push(
        new HtmlWebpackPlugin({
          template: path.join(__dirname, 'index.html'),
          // Copied to /favicon.ico and linked from the page, so no page asks for a missing icon.
          favicon: path.join(__dirname, 'favicon.ico'),
          title: standalone ? `${appPackage.name} (standalone)` : 'TalentBridge',
          chunks: ['main'],
          publicPath: '/',
        }),
      );
    }
    if (refresh) {
      const ReactRefreshPlugin = require('@pmmmwh/react-refresh-webpack-plugin');
      plugins.push(new ReactRefreshPlugin({ overlay: false }));
    }
    if (production) plugins.push(new SizeBudgetPlugin({ app: appPackage.name }));

    return {
      name: appPackage.name,
      context: dir,
      entry: { main: standalone ? './src/dev/index.ts' : './src/index.ts' },
      mode: production ? 'production' : 'development',
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      target: 'web',
      output: {
        path: path.join(dir, 'dist'),
        publicPath: 'auto',
        uniqueName: federationName,
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.jsx', '.js', '.json'],
        alias: routerAliases(dir, production),
      },
      module: {
        rules: [
          {
            test: /\.[jt]sx?$/,
            exclude: /node_modules/,
            use: {
              loader: 'swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  target: 'es2020',
                  transform: { react: { runtime: 'automatic', development: !production, refresh } },
                },
              },
            },
          },
        ],
      },
      plugins,
      performance: false,
      optimization: production
        ? {
            // swc's minifier: terser spent most of the shell's build on the antd it provides.
            minimizer: [new JsMinimizer({ minify: JsMinimizer.swcMinify })],
            moduleIds: 'deterministic',
            chunkIds: 'deterministic',
            splitChunks: {
              cacheGroups: {
                // React's packages load together, in one request instead of four.
                react: {
                  test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
                  name: 'react',
                  chunks: 'async',
                  enforce: true,
                  priority: 30,
                },
                // The small shared packages every first page needs (router, store, dates and the
                // shared package's core) in one request instead of one each.
                ...(host
                  ? {
                      firstPage: {
                        test: (module) => FIRST_PAGE_SHARED.test(module.resource ?? ''),
                        name: 'first-page',
                        chunks: 'async',
                        enforce: true,
                        priority: 25,
                      },
                    }
                  : {}),
                // The shell provides antd's runtime and common components to every area. What the
                // first page needs (style runtime, providers, layout, buttons, toasts) travels in
                // one request; forms, cards and menus load as separate chunks when a page uses them.
                ...(host
                  ? {
                      antd: {
                        test: (module) =>
                          ANTD_PACKAGES.test(module.resource ?? '') &&
                          (!ANTD_LATER.test(module.resource) ||
                            runtimeFiles(dir).has(module.resource)),
                        name: 'antd',
                        chunks: 'async',
                        enforce: true,
                        priority: 20,
                      },
                    }
                  : {}),
              },
            },
          }
        : {},
      infrastructureLogging: { level: 'warn' },
      stats: 'errors-warnings',
      devServer: {
        port,
        host: '127.0.0.1',
        allowedHosts: 'all',
        historyApiFallback: withHtml,
        hot: refresh,
        liveReload: !refresh,
        client: { overlay: false },
        headers: { 'Access-Control-Allow-Origin': '*' },
        static: false,
        setupMiddlewares(middlewares, server) {
          if (withHtml) {
            server.app.get('/portal-config.json', (_req, res) => res.json(devPortalConfig()));
          }
          return middlewares;
        },
      },
    };
  };
}

module.exports = {
  createConfig,
  sharedConfig,
  builtWithVersions,
  SINGLETONS,
  GUARDED_SINGLETONS,
  ANTD_MODULES,
};
