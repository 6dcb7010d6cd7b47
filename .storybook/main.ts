import type { StorybookConfig } from '@storybook/react-webpack5';

/**
 * Storybook for the shell components. No babel/swc compiler addon is installed, so TypeScript and
 * JSX go through esbuild-loader, like the app build.
 */
const config: StorybookConfig = {
  framework: { name: '@storybook/react-webpack5', options: {} },
  stories: ['../src/**/*.stories.tsx'],
  addons: [],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: false, check: false },
  webpackFinal: async (webpackConfig) => {
    webpackConfig.module ??= {};
    webpackConfig.module.rules ??= [];
    webpackConfig.module.rules.push({
      test: /\.[cm]?tsx?$/,
      exclude: /node_modules/,
      loader: 'esbuild-loader',
      options: { target: 'es2020', jsx: 'automatic' },
    });
    webpackConfig.resolve ??= {};
    webpackConfig.resolve.extensions = [...new Set([...(webpackConfig.resolve.extensions ?? []), '.ts', '.tsx'])];
    return webpackConfig;
  },
};

export default config;
