import { LAST_UPDATED, LegalPage, type LegalSection } from './legal-page.js';
import { paths } from '../../config/paths.js';

const sections: LegalSection[] = [
  {
    heading: 'What we collect',
    body: (
      <>
        <p>Calculations run in your browser: the numbers you type are not sent to us to compute a result. We store only:</p>
        <ul className="list-disc space-y-1 pl-6">
          <li>searches that found no calculator (the search text, the time and the page), so we know which calculators to add. No user agent is stored on the server;</li>
          <li>AI explanations, when you ask for one: the calculator, the explanation's text, the time, token counts and cost (your inputs are not stored: they are sent with the request so that the server can recompute the result);</li>
          <li>how many AI explanations and tokens each visitor used this month, to enforce the free quota and the budget. A visitor is counted by a random identifier in a cookie (below), stored only as a one-way hash. The same counts are kept per network address, so that one client cannot spend the budget by dropping its cookie: stored only as a keyed hash whose secret key is random, kept on the server and replaced every month, so it cannot be turned back into the address. An address may use as many explanations as ten visitors, or as one when the operator turns on counting by IP address;</li>
          <li>messages you send through the contact form: your name, email address and message;</li>
          <li>the admin audit log: when an operator signs in or changes something, with the network address of the request.</li>
        </ul>
      </>
    ),
  },
  {
    heading: 'Your browser storage',
    body: <p>Your last five searches and a log of searches that found nothing are kept in your browser's local storage, on your device only, so the search box can suggest them again. Clearing your browser data removes them.</p>,
  },
  {
    heading: 'Cookies',
    body: (
      <>
        <p>The public site uses no advertising or analytics trackers. When a calculator page offers AI explanations, the server sets one cookie, <code>calchub_visitor</code>: a random identifier that says nothing about you, sent only with AI explanation requests (HttpOnly, Secure, SameSite=Lax), so that your free AI explanations can be counted each month. It expires after a year; deleting it starts a new count.</p>
        <p>The admin area sets one strictly necessary session cookie (HttpOnly, Secure, SameSite=Strict) after an operator signs in; it expires after 30 minutes of inactivity and at most after 12 hours.</p>
      </>
    ),
  },
  {
    heading: 'How we use and share data',
    body: <p>We use the data above only to run and improve CalcHub. We do not sell it. When AI explanations are enabled and you ask for one, the calculator's name, your inputs and the result (with figures worked out from them) are sent to the configured AI provider to write the explanation; nothing that identifies you is included.</p>,
  },
  {
    heading: 'Retention and your rights',
    body: <p>Search misses are kept for as long as they help plan the catalogue; AI explanations for 90 days; AI usage counts for 12 months; contact messages until your question is handled. You can ask us through the contact page to see or delete a message you sent.</p>,
  },
];

/** Privacy Policy: 5 sections. */
export function PrivacyPage() {
  return <LegalPage title="Privacy Policy" description="What CalcHub stores (search misses, AI explanations and usage counts, contact messages, the admin audit log), which cookies exist and why." path={paths.privacy.href()} lastUpdated={LAST_UPDATED} sections={sections} />;
}
