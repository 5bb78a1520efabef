const preset = require('../jest.preset.cjs')(__dirname);

module.exports = {
  ...preset,
  // antd renders slowly in jsdom on a busy machine.
  testTimeout: 30000,
  // @ant-design/icons (CommonJS) requires the ESM-only build of @ant-design/colors.
  transformIgnorePatterns: ['/node_modules/(?!@ant-design/colors/)'],
  setupFilesAfterEnv: [...preset.setupFilesAfterEnv, '<rootDir>/src/test/jest-setup.ts'],
};
