import { startIdp } from './app.mjs';
import { ACCOUNTS } from './accounts.mjs';
import { readSettings } from './settings.mjs';

const settings = readSettings();
const idp = await startIdp(settings);

console.log(`OpenID provider ready at ${settings.issuer}`);
console.log(`client "${settings.clientId}" for ${settings.portalOrigins.join(', ')}`);
console.log(`demo users: ${ACCOUNTS.map((a) => `${a.username}/${a.password}`).join(', ')}`);
console.log(
  `ttl (s): access ${settings.ttl.accessToken}, id ${settings.ttl.idToken}, ` +
    `refresh ${settings.ttl.refreshToken}, session ${settings.ttl.session}`,
);

let stopping = false;
async function stop(signal) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: shutting down`);
  await idp.close();
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
