// Demo accounts of DECISIONS §6, seeded on an empty database. The README lists them.

export interface DemoAccount {
  key: 'adult' | 'parent' | 'teen' | 'dualFactor' | 'handoff';
  email: string;
  password: string;
  first_name: string;
  last_name: string;
  profile_type: 'adult' | 'child';
  /** Age of the participant (the child, for a child profile) at seed time. */
  age: number;
  child_first_name?: string;
  child_last_name?: string;
  dual_factor?: boolean;
  /** Account state other than `regular` (spec 000 §3). */
  state?: 'reconsent_pending';
  description: string;
}

export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    key: 'adult',
    email: 'adult@demo.example.org',
    password: 'Demo-Adult-1',
    first_name: 'Alex',
    last_name: 'Adult',
    profile_type: 'adult',
    age: 34,
    description: 'an adult registered for themselves',
  },
  {
    key: 'parent',
    email: 'parent@demo.example.org',
    password: 'Demo-Parent-1',
    first_name: 'Pat',
    last_name: 'Parent',
    profile_type: 'child',
    age: 10,
    child_first_name: 'Casey',
    child_last_name: 'Parent',
    description: 'a parent who registered a child aged 10',
  },
  {
    key: 'teen',
    email: 'teen@demo.example.org',
    password: 'Demo-Teen-1',
    first_name: 'Robin',
    last_name: 'Guardian',
    profile_type: 'child',
    age: 15,
    child_first_name: 'Taylor',
    child_last_name: 'Guardian',
    description: 'a teen aged 15 (assent age), registered by a parent',
  },
  {
    key: 'dualFactor',
    email: 'twofactor@demo.example.org',
    password: 'Demo-Secure-1',
    first_name: 'Dana',
    last_name: 'Secure',
    profile_type: 'adult',
    age: 41,
    dual_factor: true,
    description: 'an adult with dual-factor sign-in on (the code goes to /api/dev/outbox)',
  },
  {
    key: 'handoff',
    email: 'handoff@demo.example.org',
    password: 'Demo-Handoff-1',
    first_name: 'Morgan',
    last_name: 'Handoff',
    profile_type: 'child',
    age: 18,
    child_first_name: 'Jamie',
    child_last_name: 'Handoff',
    state: 'reconsent_pending',
    description:
      'a parent whose registered child has turned 18: signs in to /child-profile to pass the account to the child (spec 000 §4 Re-consent)',
  },
];

/** A partner-network (jaeb) invitation: open /auth/register?jtoken=demo-partner-invitation and register with this e-mail. */
export const DEMO_INVITATION = {
  jtoken: 'demo-partner-invitation',
  email: 'partner@demo.example.org',
  first_name: 'Jordan',
  last_name: 'Partner',
  source: 'jaeb' as const,
};

/** A second partner-network invitation, for trying (and the e2e test of) the partner consent without spending the first. */
export const DEMO_PARTNER_CONSENT_INVITATION = {
  jtoken: 'demo-partner-consent',
  email: 'partner-consent@demo.example.org',
  first_name: 'Jesús',
  last_name: 'Núñez',
  source: 'jaeb' as const,
};

/** A third partner-network invitation, for the e2e test of a partner participant who does not pass the screening. */
export const DEMO_PARTNER_SCREENING_INVITATION = {
  jtoken: 'demo-partner-screening',
  email: 'partner-screening@demo.example.org',
  first_name: 'Robin',
  last_name: 'Partner',
  source: 'jaeb' as const,
};

/** The birthday that makes someone `age` today (a mid-year date, so the age holds all day in every zone). */
export function birthdayForAge(age: number, now = new Date()): string {
  const date = new Date(Date.UTC(now.getUTCFullYear() - age, now.getUTCMonth(), now.getUTCDate()));
  date.setUTCDate(date.getUTCDate() - 120);
  return date.toISOString().slice(0, 10);
}
