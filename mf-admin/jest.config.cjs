const preset = require('../jest.preset.cjs')(__dirname);

module.exports = {
  ...preset,
  // antd renders slowly in jsdom on a busy machine.
  testTimeout: 30000,
  setupFilesAfterEnv: [...preset.setupFilesAfterEnv, '<rootDir>/src/test/jest-setup.ts'],
};
