// Bundles the API and the workspace libs it imports into dist/apps/api; packages from
// node_modules stay external. The @nestjs/swagger plugin runs in the TypeScript compile so the
// OpenAPI document describes every DTO and response type.
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '../..');
const { compilerOptions } = JSON.parse(fs.readFileSync(path.join(root, 'tsconfig.base.json'), 'utf8'));
const alias = Object.fromEntries(
  Object.entries(compilerOptions.paths).map(([name, [target]]) => [name, path.join(root, target)]),
);
const workspaceAliases = Object.keys(alias);

module.exports = {
  mode: 'production',
  target: 'node',
  devtool: 'source-map',
  context: __dirname,
  entry: { main: './src/main.ts', 'write-openapi': './src/write-openapi.ts' },
  output: { path: path.join(root, 'dist/apps/api'), filename: '[name].js', clean: true },
  optimization: { minimize: false },
  resolve: { extensions: ['.ts', '.js'], alias },
  externalsPresets: { node: true },
  externals: [
    ({ request }, callback) => {
      const isPackage =
        /^[^./]/.test(request) && !workspaceAliases.includes(request) && !path.isAbsolute(request);
      return isPackage ? callback(null, `commonjs ${request}`) : callback();
    },
  ],
  module: {
    rules: [
      {
        test: /\.ts$/,
        loader: 'ts-loader',
        exclude: /node_modules/,
        options: {
          configFile: path.join(__dirname, 'tsconfig.app.json'),
          getCustomTransformers: (program) => ({
            before: [
              require('@nestjs/swagger/plugin').before(
                { classValidatorShim: true, introspectComments: true, dtoFileNameSuffix: ['.dto.ts'] },
                program,
              ),
            ],
          }),
        },
      },
    ],
  },
  // Optional drivers Nest and others probe for with require(); absent on purpose.
  ignoreWarnings: [
    /Critical dependency/,
    /Can't resolve '(@nestjs\/microservices|@nestjs\/websockets|class-transformer\/storage)/,
  ],
  stats: 'errors-warnings',
};
