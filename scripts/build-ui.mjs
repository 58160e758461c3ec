// Builds the Vite app of the current folder (apps/web, apps/admin) for production, whatever NODE_ENV the caller has.
// Vite takes a NODE_ENV set in the environment over its build mode: `NODE_ENV=development npm start` (the README's
// default value, exported by many shells and hosts) would otherwise ship React's development build, which renders
// nothing in the served app. The build never depends on the caller's NODE_ENV.
process.env.NODE_ENV = 'production';
// Vite is loaded after NODE_ENV is set, so nothing it reads at load time sees the caller's value.
const { build } = await import('vite');
await build({ mode: 'production', configFile: `${process.cwd()}/vite.config.ts` });
