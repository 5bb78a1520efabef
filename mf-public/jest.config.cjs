const preset = require('../jest.preset.cjs')(__dirname);

module.exports = {
  ...preset,
  // @ant-design/icons' CommonJS build requires the ESM-only @ant-design/colors; let swc compile it.
  transformIgnorePatterns: ['/node_modules/(?!@ant-design/colors/)'],
};
