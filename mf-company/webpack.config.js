const { createConfig } = require('@portal/shared/webpack');

module.exports = createConfig({ dir: __dirname, exposes: { './routes': './src/routes.tsx' } });
