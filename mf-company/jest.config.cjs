const preset = require('../jest.preset.cjs')(__dirname);

module.exports = {
  ...preset,
  // antd forms render slowly in jsdom on small CI machines.
  testTimeout: 240_000,
  setupFilesAfterEnv: [...preset.setupFilesAfterEnv, '<rootDir>/src/testing/jest-setup.ts'],
  // @ant-design/icons (CommonJS build) requires @ant-design/colors, which only ships ES modules.
  transformIgnorePatterns: ['/node_modules/(?!(@ant-design/colors|@ant-design/fast-color)/)'],
};
