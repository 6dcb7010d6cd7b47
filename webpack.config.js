// webpack-cli cannot load a TypeScript config without ts-node or a similar register hook. This shim
// loads webpack.config.ts through tsx (already a dependency), so `webpack --mode production` just works.
import { tsImport } from 'tsx/esm/api';

const config = await tsImport('./webpack.config.ts', import.meta.url);
export default config.default;
