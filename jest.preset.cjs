// Common jest settings for every front-end workspace: swc transpiles TS/TSX, jsdom renders.
const path = require('node:path');

module.exports = (dir) => ({
  // `npx jest --selectProjects mf-company` runs one app's tests from the root.
  displayName: path.basename(dir),
  rootDir: dir,
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/src'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
      },
    ],
  },
  moduleNameMapper: {
    '^@portal/shared$': path.join(__dirname, 'shared/src/index.ts'),
    // Lazily imported antd components: jest runs antd's CommonJS build.
    '^antd/es/(.*)$': 'antd/lib/$1',
    '\\.(css|less)$': path.join(__dirname, 'shared/test/style-stub.cjs'),
  },
  setupFilesAfterEnv: [path.join(__dirname, 'shared/test/jest-setup.ts')],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  // @ant-design/icons' CommonJS build requires the ESM-only @ant-design/colors; let swc compile it.
  transformIgnorePatterns: ['/node_modules/(?!(@ant-design/colors|@ant-design/fast-color)/)'],
});
