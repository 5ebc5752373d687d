// Prints the demo accounts after a seed.
import type { DemoLogin } from '../seed/demo-people.ts';

export function printLogins(logins: readonly DemoLogin[]): void {
  console.log('Demo accounts:');
  for (const login of logins) console.log(`  ${login.role.padEnd(13)} ${login.email.padEnd(32)} ${login.password}   ${login.name}`);
}
