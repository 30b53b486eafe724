import type { LocaleFragment } from '../../mergeMessages';

/**
 * Texts of the emailed links (custom-pages/token-links): profile and bid-change requests, email
 * verification, a manufacturer's invitation. Public pages.
 */
const en: LocaleFragment = {
  zabuni: {
    tokenLinks: {
      checking: 'Checking your link...',
      home: 'Home',
      requestAccepted: 'Request Accepted',
      requestRejected: 'Request Rejected',
      alreadyAccepted: 'Your Already Accept this request.',
      linkNotUsable: 'This link cannot be used',
      thankYou: 'Thank you',
      workAccepted:
        'Thank you, %{name}. You have accepted %{company} to use your CV as key personnel.',
      emailVerified: 'Email Verified',
      somethingWrong: 'Something went wrong',
      linkExpired: 'Link has Expired',
      linkExpiredBody: 'This link has already been used or is no longer valid.',
      withdrawFailed: 'Failed to withdraw your bid, Please try again',
      modificationFailed: 'Failed to approve your bid modification request, Please try again',
      withdraw: {
        approvedTitle: 'Bid Withdrawn',
        approved: 'Your bid has been withdrawn.',
        rejectedTitle: 'Withdrawal Rejected',
        rejected: 'The request to withdraw your bid has been rejected; your bid stays.',
      },
      modification: {
        approvedTitle: 'Modification Approved',
        approved: 'Your bid modification request has been approved.',
        rejectedTitle: 'Modification Rejected',
        rejected: 'Your bid modification request has been rejected.',
      },
    },
    invitation: {
      title: 'Manufacturer Invitation',
      subtitle: 'Accept/Reject Invitation',
      intro:
        '%{name}, you are invited to take part in a tender. Tell the procuring entity your decision.',
      decision: 'Decision',
      accept: 'Accept',
      reject: 'Reject',
      comment: 'Reason for rejection',
      attachProof: 'Attach proof (PDF)',
      noFile: 'No file chosen',
      pdfOnly: 'Only PDF files are accepted',
      tooLarge: 'The file is too large (at most 700 kB)',
      required: 'This field is Required',
      submit: 'Submit',
      confirm: 'You are about to Submit. Do you want to continue?',
      failed: 'Failed to Submit Invitation',
      denied: 'Request Denied',
      deniedBody:
        'This invitation link cannot be used. It may have expired or already been answered.',
      back: 'Back',
    },
  },
};

export default en;
