/**
 * The console's command line: `npm run admin -- create <username> [--role admin|operator|editor]` makes an operator
 * (role `admin` by default) and prints, once, its password (generated, or the ADMIN_PASSWORD environment variable's)
 * and its TOTP secret, otpauth:// URI and QR code for an authenticator app. Beside a running server it uses the
 * database that server started, as `npm run market` does.
 */
import { ADMIN_ROLES, type AdminRole } from '@bangyan/contract';
import { connect, migrate } from '@bangyan/db';
import QRCode from 'qrcode';
import { createAdmin } from './accounts.ts';

const USAGE = `usage: npm run admin -- create <username> [--role ${ADMIN_ROLES.join('|')}]  (ADMIN_PASSWORD=… to set the password)`;

function parse(args: string[]): { username: string; role: AdminRole } {
  const [command, username, ...rest] = args;
  if (command !== 'create' || !username || username.startsWith('--')) throw new Error(USAGE);
  const roleAt = rest.indexOf('--role');
  const role = roleAt >= 0 ? rest[roleAt + 1] : 'admin';
  if (!ADMIN_ROLES.includes(role as AdminRole)) throw new Error(`unknown role ${role}\n${USAGE}`);
  const unknown = rest.filter((arg, i) => i !== roleAt && i !== roleAt + 1);
  if (unknown.length > 0) throw new Error(`unknown argument ${unknown[0]}\n${USAGE}`);
  return { username, role: role as AdminRole };
}

async function main(): Promise<void> {
  const { username, role } = parse(process.argv.slice(2));
  const handle = await connect({
    url: process.env.DATABASE_URL || undefined,
    dataDir: process.env.DATA_DIR || './data',
    role: 'tool',
  });
  try {
    await migrate(handle.db);
    const made = await createAdmin(handle.db, { username, role, password: process.env.ADMIN_PASSWORD || undefined });
    console.log(`Operator ${made.username} (${made.role}) created. Shown once; keep them safe.`);
    if (!process.env.ADMIN_PASSWORD) console.log(`Password:    ${made.password}`);
    console.log(`TOTP secret: ${made.totpSecret}`);
    console.log(`otpauth URI: ${made.otpauthUri}`);
    console.log('Scan with an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password, …):');
    console.log(await QRCode.toString(made.otpauthUri, { type: 'terminal', small: true }));
    console.log("Log in at /admin with the username, the password and the app's 6-digit code.");
  } finally {
    await handle.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
});
