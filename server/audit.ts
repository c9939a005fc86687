import { runStaffCommand } from './db/staff-command';
import { runAuditCommand } from './modules/audit/cli';

// `npm run audit -- …`: the audit trail's verify and export, on the database the settings name.
await runStaffCommand('audit', runAuditCommand);
