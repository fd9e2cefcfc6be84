// One jest setup for every package. jest runs in CommonJS mode, so the ESM-only packages
// below are compiled by ts-jest (allowJs) instead of being skipped.
const path = require('node:path');

const esmOnly = [
  'jotai',
  'ky',
  'jose',
  'cookie',
  'content-disposition',
  'react-toastify',
  'lucide-react',
  '@hookform',
  'clsx',
  'axe-core',
];

module.exports = {
  // A form typed key by key in jsdom takes ~4 s on a busy 2-core CI machine: past jest's 5 s
  // default a slow machine, not the code, would fail it.
  testTimeout: 15_000,
  testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/src/**/*.test.tsx'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      require.resolve('ts-jest'),
      {
        diagnostics: false,
        tsconfig: {
          isolatedModules: true,
          jsx: 'react-jsx',
          allowJs: true,
          esModuleInterop: true,
          module: 'commonjs',
          moduleResolution: 'node',
          target: 'ES2022',
        },
      },
    ],
  },
  transformIgnorePatterns: [`/node_modules/(?!(${esmOnly.join('|')})/)`],
  moduleNameMapper: {
    // First, so a stylesheet import never matches the package mappers below.
    '\\.css$': path.join(__dirname, 'scripts/jest/style-stub.cjs'),
    '^@grocery/shared-api$': path.join(__dirname, 'shared-api/src/index.ts'),
    '^@grocery/shared-api/(.*)$': path.join(__dirname, 'shared-api/src/$1'),
    '^@grocery/shared-ui$': path.join(__dirname, 'shared-ui/src/index.ts'),
    '^@grocery/shared-ui/(.*)$': path.join(__dirname, 'shared-ui/src/$1'),
  },
};
