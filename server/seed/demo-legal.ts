// The demo community's privacy policy and terms, version 1 of each: what a host would write, short enough to read on a phone.
import type { Database } from '../db/connect';
import { insertLegalDocument } from '../domains/legal/legal-documents';

const PRIVACY = `<p>This community keeps what you give it to run the community, and nothing else.</p>
<h2>What we keep</h2>
<ul><li>Your account: email address, name, username and the picture you choose.</li>
<li>What you write: posts, comments, messages and your answers to events.</li>
<li>Your devices' sign-ins, so you can see and end them in settings.</li></ul>
<h2>What we do not do</h2>
<p>We do not sell your data and we show no advertising. Payments are handled by our payment provider; we never see your card.</p>
<h2>Your choices</h2>
<p>You can download nothing you did not write, change your profile at any time, and delete your account from settings: your posts and messages go with it.</p>`;

const TERMS = `<p>By joining you agree to take part in good faith.</p>
<h2>Be kind</h2>
<p>No harassment, hate or spam. Hosts may remove posts and suspend members who break these terms.</p>
<h2>Your content</h2>
<p>You keep the rights to what you post; you let the community show it to its members.</p>
<h2>Plans</h2>
<p>Paid plans renew until you cancel; you keep access to the end of the period you paid for.</p>`;

export async function seedLegal(db: Database, at: Date): Promise<void> {
  await insertLegalDocument(db, 'privacy_policy', 1, 'Privacy policy', PRIVACY, at);
  await insertLegalDocument(db, 'terms_conditions', 1, 'Terms and conditions', TERMS, at);
}
