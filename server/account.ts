import { runStaffCommand } from './db/staff-command';
import { runAccountCommand } from './modules/accounts/account-status';

// `npm run account -- status …`: an account's status as the registry's staff set it, on the database the settings name.
await runStaffCommand('account', runAccountCommand);
