import { TemplateCategory } from '../../../contract/signing';
import type { Db } from '../../db/client';
import { documentTemplates } from '../../db/schema/signing';

/**
 * The first versions of the three documents of the signing wizard, so a fresh install can be used;
 * administrators edit them afterwards. {{signatoryName}}, {{procuringEntityName}} and {{date}} are
 * filled in for each signatory.
 */
const signatureBlock = `
<p>Signed by <strong>{{signatoryName}}</strong> for <strong>{{procuringEntityName}}</strong> on {{date}}.</p>`;

const templates = [
  {
    categoryCode: TemplateCategory.billingPolicy,
    title: 'Billing Policy',
    bodyHtml: `<h1>Billing Policy</h1>
<p>This policy sets out how the e-procurement system charges procuring entities and tenderers for its services.</p>
<h2>1. Charges</h2>
<p>Charges are raised per the charge types published by the Authority. Each charge is billed against a Government
Finance Statistics (GFS) code and paid through the government electronic payment gateway.</p>
<h2>2. Obligations of the procuring entity</h2>
<ul>
<li>To pay each bill within the period stated on it.</li>
<li>To keep its account details and the details of its accounting officer up to date.</li>
<li>To raise any dispute about a bill within fourteen (14) days of its issue.</li>
</ul>
<h2>3. Suspension</h2>
<p>Services may be suspended for a procuring entity whose bills remain unpaid after the period stated on them.</p>
${signatureBlock}`,
  },
  {
    categoryCode: TemplateCategory.codeOfConduct,
    title: 'Code of Ethics and Conduct for Public Officers',
    bodyHtml: `<h1>Code of Ethics and Conduct for Public Officers</h1>
<p>As a public officer taking part in public procurement, I undertake to:</p>
<ol>
<li>Act with integrity, impartiality and fairness towards every tenderer.</li>
<li>Declare any conflict of interest and withdraw from any proceeding in which I have one.</li>
<li>Neither solicit nor accept any gift, favour or benefit connected with a procurement.</li>
<li>Keep confidential the information entrusted to me and use it only for its official purpose.</li>
<li>Use the e-procurement system only with my own credentials and never share my key phrase.</li>
</ol>
<p>I understand that a breach of this code may lead to disciplinary action under the laws that govern public service.</p>
${signatureBlock}`,
  },
  {
    categoryCode: TemplateCategory.termsAndConditions,
    title: 'Terms and Conditions of Use',
    bodyHtml: `<h1>Terms and Conditions of Use</h1>
<p>These terms govern the use of the national e-procurement system by the staff of procuring entities.</p>
<h2>1. Account</h2>
<p>The account is personal. Every action taken with it, and every document signed with its digital signature, is
attributed to its holder.</p>
<h2>2. Digital signature</h2>
<p>Documents signed in the system with the holder's key carry the same effect as a handwritten signature. The holder
shall revoke the key at once if the key phrase is lost or disclosed.</p>
<h2>3. Records</h2>
<p>Records in the system are official records of the procuring entity and are kept as the law requires.</p>
${signatureBlock}`,
  },
];

export async function seedDocumentTemplates(db: Db): Promise<void> {
  await db
    .insert(documentTemplates)
    .values(templates.map((template) => ({ ...template, createdBy: 'system' })))
    .onConflictDoNothing();
}
