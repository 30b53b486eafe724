import type { TranslationMessages } from 'react-admin';
// Reference lists and tenderers (reference data domain)
import { referenceDataMessages } from './referenceData';
import { appReferenceMessages } from './appReference';
// Departmental needs and tender lots (planning lists)
import { planningListMessages } from './planningLists';
// Institutions and institution categories (institutions domain)
import { institutionMessages } from './institutions';
import { departmentMessages } from './departments';
import { organisationMessages } from './organisation';
import englishMessages from 'ra-language-english';
import { responseCodeDescriptions } from '../contract/responseCodes';

/**
 * English, the default language. react-admin's own messages come from ra-language-english, with the
 * spec's success texts in place of its defaults; the app's own keys live under `zabuni`.
 */
const en: TranslationMessages = {
  ...englishMessages,
  ra: {
    ...englishMessages.ra,
    page: { ...englishMessages.ra.page, dashboard: 'Home' },
    notification: {
      ...englishMessages.ra.notification,
      created: 'Created Successfully',
      updated: 'Edited Successfully',
      deleted: 'Deleted Successfully',
    },
  },
  zabuni: {
    // Institutions and institution categories (institutions domain)
    institutions: institutionMessages.en.institutions,
    // Reference lists and tenderers (reference data domain)
    referenceData: referenceDataMessages.en.kit,
    // Procurement reference lists (app reference domain)
    appReference: appReferenceMessages.en.texts,
    planningLists: planningListMessages.en.texts, // planning lists
    // Departments and designations (departments domain)
    departments: departmentMessages.en.departments,
    designations: departmentMessages.en.designations,
    // Administrative areas, branches, service clients and users (organisation domain)
    organisation: organisationMessages.en.texts,
    appName: 'Zabuni',
    tagline: 'National public procurement',
    language: { en: 'English', sw: 'Kiswahili', choose: 'Language' },
    login: {
      title: 'Sign In',
      subtitle: 'Sign in to continue to Zabuni',
      email: 'Email',
      password: 'Password',
      showPassword: 'Show password',
      hidePassword: 'Hide password',
      submit: 'Sign In',
      loggingIn: 'Logging in...',
      forgotPassword: 'Forgot password?',
      noAccount: "Don't have an account?",
      createAccount: 'Create one now',
      notAllowed: 'This account cannot sign in to this application.',
    },
    menu: {
      home: 'Home',
      institutions: 'Institutions',
      people: 'Users and roles',
      tenderers: 'Tenderers',
      planning: 'Planning',
      procurementReference: 'Procurement lists',
      generalReference: 'General lists',
      billing: 'Billing',
      administration: 'Administration',
    },
    session: {
      warningTitle: 'Your session is about to expire',
      warningBody:
        'You will be logged out in %{countdown} for inactivity. Do you want to stay signed in?',
      extend: 'Extend',
      logOut: 'Log Out',
      extended: 'Session Time Extended Successfully',
      timedOut: 'Session Timed Out',
      expiredTitle: 'Your session has expired',
      differentUser:
        'A different user has logged in another tab of this browser. You cannot continue with this session.',
      redirectHome: 'You are being redirected to the home page',
    },
    signature: {
      title: 'Digital signature',
      steps: {
        welcome: 'Welcome',
        signatureRequest: 'Signature Request',
        billingPolicy: 'Sign Billing Policy',
        codeOfConduct: 'Sign Code of Conduct',
        termsAndConditions: 'Sign Terms and Conditions',
      },
      welcome:
        'Welcome, %{name}. Before you start, create your digital signature and sign the policies of the system.',
      requestIntro:
        'Choose a key phrase. It protects your signing key: you will enter it each time you sign, and nobody can recover it for you.',
      keyPhrase: 'Key phrase',
      repeatKeyPhrase: 'Repeat key phrase',
      keyPhraseTooShort: 'Key phrase must contain at least 6 characters',
      keyPhraseMismatch: 'Key phrase and repeated key phrase do not match',
      request: 'Request Signature',
      failedToSet: 'Failed to set signature %{message}',
      failedToUpdateKeyPhrase: 'Failed to update key phrase, please try again',
      forgotKeyPhrase: 'Forgot your key phrase?',
      revoke: 'Revoke the signature and create a new one',
      revoked: 'Your signature has been revoked. Create a new one.',
      signIntro: 'Enter your key phrase to sign this document.',
      accept: 'Accept and Sign',
      signing: 'Signing...',
      failedBillingPolicy: 'Failed to accept billing policy, invalid key phrase',
      failedCodeOfConduct: 'Failed to accept code of conduct, invalid key phrase',
      failedTermsAndConditions: 'Failed to accept terms and conditions, invalid key phrase',
      failedToSign: 'Failed to sign document',
      updateInstitution: 'Please update your institution details',
    },
    cover: {
      initializing: 'Initializing...',
      error: 'Sorry, something went wrong!',
      tryAgain: 'Try Again',
    },
    multiTab: {
      title: 'This application is already open',
      body: 'A new tab was opened while Zabuni is open in another tab of this browser. Please close this tab and continue in the other one.',
      closeByHand: 'Your browser does not let this page close itself: close the tab yourself.',
    },
    unavailable: {
      maintenance: {
        title: 'Under maintenance',
        body: 'Zabuni is being maintained and is not available for the moment.',
      },
      locked: {
        title: 'Temporarily unavailable',
        body: 'Zabuni has been locked by the administrators.',
      },
      comeBack: 'Please come back in a little while and try again.',
    },
    lowerLevel: {
      title: 'Use the mobile app',
      body: 'Your procuring entity is a lower-level facility. Please use the procuring entity mobile app to work with Zabuni.',
      switchPe: 'Switch PE',
      choosePe: 'Procuring entity to manage',
    },
    systemStatus: {
      title: 'System status',
      value: 'Status',
      description: 'Message to users',
      descriptionHint: 'What is happening and when to come back',
      values: { ACTIVE: 'Active', MAINTENANCE: 'Under maintenance', LOCKED: 'Locked' },
      banner: {
        MAINTENANCE:
          'The system is under maintenance: other users are sent to the maintenance page.',
        LOCKED: 'The system is locked: other users are sent to the locked page.',
      },
    },
    templates: {
      placeholders:
        '{{signatoryName}}, {{procuringEntityName}} and {{date}} are filled in for each signatory.',
    },
    settings: {
      keyRule: 'Upper-case words joined by underscores, e.g. ALLOW_MULTI_TAB',
      keyHint: 'e.g. ALLOW_MULTI_TAB',
    },
    errorLogs: {
      kinds: {
        RESPONSE_CODE: 'Response code',
        GRAPHQL_ERROR: 'GraphQL error',
        SQL_TEXT: 'SQL text',
        HIGH_LATENCY: 'High latency',
        HTTP_FAILURE: 'HTTP failure',
      },
    },
    landing: {
      title: 'Welcome, %{name}',
      intro: 'Manage the reference data of the procurement system from the menu.',
      chargeTypes: 'Billing charge types',
      chargeTypesHint: 'Charges raised on procuring entities and tenderers.',
      signedDocuments: 'Your signed documents',
    },
    onboarding: {
      offline: "You're offline. Check your connection.",
      cancel: 'Cancel',
      continue: 'Continue',
      captchaUnavailable: 'The captcha could not be loaded, please try again',
    },
    captcha: {
      label: "I'm not a robot",
      verifying: 'Verifying...',
      verified: 'Verified',
      failed: 'Verification failed, tick to try again',
    },
    register: {
      title: 'Register as Tenderer',
      country: 'Country',
      phone: 'Phone number',
      phoneHint: 'The number without the country code',
      invalidPhone: 'Invalid Phone Number',
      email: 'Email',
      invalidEmail: 'Enter a valid email address',
      submit: 'Register',
      saving: 'Registering...',
      confirmTitle: 'Confirm your details',
      confirmBody: 'We will send the activation link to this email and a code to this phone.',
      success:
        'Your account has been created successfully. Before you can login, you must activate your account with the link sent to your email address',
      checkInbox: 'Open the email we sent to %{email} and follow its link.',
      resendActivation: 'Resend activation link',
      activationResent: 'Activation link has been re-sent to your email address',
      haveAccount: 'Already have an account?',
      signIn: 'Sign In',
      goToLogin: 'Go to Sign In',
    },
    otp: {
      title: 'Verify your phone number',
      sending: 'Sending the code...',
      sentTo: 'OTP sent to this %{phone} number',
      hint: 'please wait for three minutes',
      code: 'One-time code',
      digit: 'Digit %{n}',
      verify: 'Verify Account',
      resendIn: 'You can ask for a new code in %{time}',
      resend: 'Resend',
    },
    password: {
      createTitle: 'Create password',
      resetTitle: 'Reset password',
      new: 'New password',
      confirm: 'Confirm password',
      submit: 'Submit',
      required: 'This field is required',
      min: 'Use at least 8 characters',
      max: 'Use at most 64 characters',
      mismatch: 'The passwords do not match',
      userNotFound: 'User not found',
      resetCountdown: 'Checking your link... %{time}',
      strength: {
        label: 'Strength',
        weak: 'Weak',
        fair: 'Fair',
        good: 'Good',
        strong: 'Strong',
        advice: 'add words, numbers or symbols until it is strong',
      },
    },
    forgotPassword: {
      title: 'Forgot password',
      intro: 'Enter the email of your account and we will send you a link to set a new password.',
      send: 'Send reset link',
      confirmTitle: 'Send the reset link?',
      confirmBody: 'We will send a password reset link to %{email}.',
      sentTo: 'email sent to %{email}',
      sentToast: 'Password reset link has been sent to your email',
      close: 'Close',
      wait: 'Please wait %{m} minute(s) and %{s} second(s) before resending the email.',
      backToLogin: 'Back to Sign In',
    },
    tokenLinks: {
      checking: 'Checking your link...',
      home: 'Home',
      requestAccepted: 'Request Accepted',
      requestRejected: 'Request Rejected',
      alreadyAccepted: 'Your Already Accept this request.',
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
    modules: {
      tenderer: {
        title: 'Tenderer area',
        body: 'Bids, submissions and the tenderer profile are not part of this release.',
      },
      manufacturerHome: {
        title: 'Manufacturer area',
        body: 'The manufacturer area is not part of this release.',
      },
      app: {
        title: 'Annual procurement plans',
        body: 'The annual procurement plan screens are not part of this release.',
      },
      tenderInitiation: {
        title: 'Tender initiation',
        body: 'The tender initiation screens are not part of this release.',
      },
      embassys: { title: 'Embassy area', body: 'The embassy area is not part of this release.' },
      templateEditor: {
        title: 'Template editor',
        body: 'The template editor is not part of this release; document templates are edited under Document templates.',
      },
      documentReader: {
        title: 'Document reader',
        body: 'The document reader is not part of this release.',
      },
      ipcSheet: {
        title: 'Interim payment certificate',
        body: 'The interim payment certificate sheet is not part of this release.',
      },
      variationSheet: {
        title: 'Variation sheet',
        body: 'The contract variation sheet is not part of this release.',
      },
      peSelfRegistration: {
        title: 'Institution registration',
        body: 'Completing your institution details is not part of this release.',
      },
      welcome: 'Welcome, %{name}.',
      tendererRegistration: {
        title: 'Tenderer registration',
        body: 'Your account is active. Adding and editing these sections is not part of this release.',
      },
      embassy: {
        title: 'Embassy dashboard',
        body: 'The embassy dashboard is not part of this release.',
      },
      manufacturer: {
        title: 'Manufacturer submission',
        body: 'You accepted the invitation. Submitting for this lot is not part of this release; the lot and tender are below.',
      },
    },
    moduleList: {
      uaa: { title: 'Users and access', about: 'Institutions, users, roles and permissions.' },
      'tenderer-management': {
        title: 'Tenderer management',
        about: 'Tenderer accounts, profiles and their verification.',
      },
      'app-management': {
        title: 'Annual procurement plans',
        about: 'Plans, their approval tasks and the planning calendar.',
      },
      'micro-value-procurement': {
        title: 'Micro-value procurement',
        about: 'Small purchases and their retirement.',
      },
      'pre-qualification': {
        title: 'Pre-qualification',
        about: 'Pre-qualifying tenderers before a tender.',
      },
      'tender-evaluation': {
        title: 'Tender evaluation',
        about: 'Evaluation of bids and evaluation reports.',
      },
      'post-qualification': {
        title: 'Post-qualification',
        about: 'Checking the best-evaluated tenderer.',
      },
      negotiation: { title: 'Negotiation', about: 'Negotiation plans, minutes and reports.' },
      'tender-award': {
        title: 'Tender award',
        about: 'Awards, their modification and cancellation.',
      },
      'tender-board': { title: 'Tender board', about: 'Tender board meetings and decisions.' },
      'framework-agreement': {
        title: 'Framework agreements',
        about: 'Framework agreements and their tasks.',
      },
      calloff: { title: 'Call-off orders', about: 'Orders placed under framework agreements.' },
      'contracts-management': {
        title: 'Contract management',
        about: 'Running contracts, payments and variations.',
      },
      'contracts-creation': {
        title: 'Contract creation',
        about: 'Drafting and signing contracts.',
      },
      opening: { title: 'Tender opening', about: 'Public opening of bids.' },
      'ppra-dashboard': {
        title: 'Regulator dashboard',
        about: "The regulator's view of procurement across institutions.",
      },
      'pe-dashboard': {
        title: 'Procuring entity dashboard',
        about: "An institution's view of its procurement.",
      },
      'pe-management': {
        title: 'Procuring entity management',
        about: 'Institution details, branches and departments.',
      },
      'complaint-management': {
        title: 'Complaints',
        about: 'Complaints and appeals by tenderers.',
      },
      'pe-auditors': { title: 'Auditors', about: 'Access for auditors of procuring entities.' },
      'government-supplier': {
        title: 'Government services',
        about: 'Orders, delivery notes and delivery advises with government service providers.',
      },
      'tender-initiation': {
        title: 'Tender initiation',
        about: 'Requisitions, tenders, clarifications and their requests.',
      },
      'templates-management': {
        title: 'Templates',
        about: 'Standard documents and their templates.',
      },
      'changes-management': {
        title: 'Change requests',
        about: 'Requests to change published records.',
      },
      'communication-tool': {
        title: 'Communication',
        about: 'Messages between procuring entities and tenderers.',
      },
      reports: { title: 'Reports', about: 'Procurement reports.' },
      settings: { title: 'Settings', about: 'Institution settings and reference data.' },
      bills: { title: 'Bills', about: 'Bills and payments for platform services.' },
      'tender-lookup': { title: 'Tender lookup', about: 'Searching published tenders.' },
      statistics: { title: 'Statistics', about: 'Figures on procurement and the platform.' },
      monitoring: { title: 'Monitoring', about: 'Monitoring of procurement by the regulator.' },
      'shared-data': { title: 'Shared data', about: 'Reference data shared by all institutions.' },
      account: { title: 'My account', about: 'Your own account and its settings.' },
      evaluation: { title: 'Evaluation teams', about: 'Tasks of evaluation committee members.' },
    },
    modulePage: {
      notInRelease: 'This module is not part of this release.',
      requested: 'You asked for: %{page}.',
    },
    home: {
      myTasks: 'My tasks',
      loading: 'Loading your work...',
      failed: 'Could not load this part of the page.',
      noTasks: 'Nothing waits for you.',
      notificationsTitle: 'Notifications',
      noNotifications: 'No notifications.',
      spokenWelcome: 'Welcome to Zabuni, %{name}.',
      spokenWelcomeToggle: 'Spoken welcome',
      statistics: 'Platform statistics',
      registrationsPerMonth: 'New accounts per month',
      tenderers: 'Tenderers',
      otherUsers: 'Other users',
      openTasksByKind: 'Open tasks by kind',
      usersByType: 'Users by type',
      institutions: 'Institutions',
      kinds: {
        AnnualProcurementPlan: 'Annual procurement plans',
        Tender: 'Tenders',
        ProcurementRequisition: 'Requisitions',
        MergedMainProcurementRequisition: 'Merged requisitions',
        TenderCancellationRequest: 'Tender cancellation requests',
        TenderReAdvertisementRequest: 'Re-advertisement requests',
        Clarification: 'Clarifications',
        TenderEvaluationCommittee: 'Evaluation committee',
        PostQualificationTeam: 'Post-qualification team',
        PreQualificationTeam: 'Pre-qualification team',
        NegotiationTeam: 'Negotiation team',
        TenderWithdrawRequest: 'Tender termination requests',
        TenderRejectionRequest: 'Tender rejection requests',
        EvaluationReport: 'Evaluation reports',
        NegotiationReport: 'Negotiation reports',
        PreQualification: 'Pre-qualifications',
        TenderBoard: 'Tender board',
        PublishedEntityAddendum: 'Tender modifications',
        Framework: 'Framework agreements',
        FrameworkMain: 'Main framework agreements',
        AssignedEndorsedRequisition: 'Approved requisitions',
        GovernmentServiceRequisition: 'Government service orders',
        NegotiationPlan: 'Negotiation plans',
        NegotiationMinute: 'Negotiation minutes',
        MicroProcurementRetirement: 'Micro-value retirements',
        PrequalificationReAdvertisementRequest: 'Pre-qualification re-advertisements',
        SuccessFulBidderChangeRequest: 'Successful bidder changes',
        RejectedAward: 'Award cancellations',
        TenderValidityRequest: 'Tender validity extensions',
      },
      notifications: {
        clarifications:
          '%{smart_count} clarification waits for an answer |||| %{smart_count} clarifications wait for an answer',
        endorsedRequisitions:
          '%{smart_count} approved requisition waits to be merged into a tender |||| %{smart_count} approved requisitions wait to be merged into a tender',
        DELIVERY_NOTE_PE: {
          WAIT_FOR_PE_CONFIRMATION:
            '%{smart_count} delivery note waits for your confirmation |||| %{smart_count} delivery notes wait for your confirmation',
        },
        DELIVERY_NOTE_PROVIDER: {
          DRAFT:
            '%{smart_count} delivery note is still a draft |||| %{smart_count} delivery notes are still drafts',
        },
        DELIVERY_ADVISE_PE: {
          AWAIT_PAYMENT:
            '%{smart_count} delivery advise awaits payment |||| %{smart_count} delivery advises await payment',
          WAIT_FOR_PE_CONFIRMATION:
            '%{smart_count} delivery advise waits for your confirmation |||| %{smart_count} delivery advises wait for your confirmation',
        },
        DELIVERY_ADVISE_PROVIDER: {
          PE_CONFIRMED:
            '%{smart_count} delivery advise was confirmed by the procuring entity |||| %{smart_count} delivery advises were confirmed by the procuring entity',
          WAIT_FOR_PAYMENT_APPROVAL:
            '%{smart_count} delivery advise waits for payment approval |||| %{smart_count} delivery advises wait for payment approval',
          AWAIT_GSP_ACCOUNTANT_ACTION:
            '%{smart_count} delivery advise waits for your accountant |||| %{smart_count} delivery advises wait for your accountant',
        },
        RECEIVED_ORDER: {
          SUBMITTED: '%{smart_count} order received |||| %{smart_count} orders received',
        },
      },
      userTypes: {
        SUBSCRIBER: 'Subscribers',
        TENDERER: 'Tenderers',
        PPRA: 'Regulator',
        PROCURING_ENTITY: 'Procuring entity staff',
        MANUFACTURER: 'Manufacturers',
        EMBASSY: 'Embassies',
      },
      institutionLevels: {
        MAIN: 'Procuring entities',
        LOWER_LEVEL: 'Lower-level facilities',
      },
    },
    feedback: {
      button: 'Give Feedback',
      title: 'Give Feedback',
      category: 'Kind of feedback',
      message: 'Your feedback',
      send: 'Send',
      thanks: 'Thank you for your feedback',
      categories: {
        SUGGESTION: 'Suggestion',
        PROBLEM: 'Problem',
        PRAISE: 'Praise',
      },
    },
    tendererProfile: {
      intro: 'Register your company details and complete your profile to take part in tenders.',
      for: 'This is the profile of %{name}.',
      completeness: 'Profile completeness',
      missing: 'Not yet added',
      records: '%{smart_count} record |||| %{smart_count} records',
      sections: {
        company: 'Company details',
        personnel: 'Key personnel',
        workExperience: 'Work experience',
        workEquipment: 'Work equipment',
        financialResources: 'Financial resources',
        financialStatements: 'Financial statements',
      },
    },
    financialYears: {
      created: 'Financial year created successfully',
      updated: 'Financial year updated successfully.',
      fetchProblem: 'Problem occurred while fetching Financial Years: %{message}',
      noRecords: 'Failed to fetch records',
      current: 'Current financial year',
      noneCurrent: 'None yet',
      choose: 'Switch to',
      makeCurrent: 'Make current',
      createHint: 'A financial year runs from 1 July to 30 June. Choose the year it starts in.',
    },
    plans: {
      created: 'Annual Procurement Plan created successfully',
      updated: 'Annual Procurement Plan updated successfully.',
      actionFailed: 'Action Failed: %{message}',
      exportOcds: 'Export OCDS',
      item: {
        description: 'Procurement',
        category: 'Category',
        procurementMethod: 'Method',
        estimatedAmount: 'Estimated amount',
      },
      categories: {
        GOODS: 'Goods',
        WORKS: 'Works',
        NON_CONSULTANCY: 'Non-consultancy services',
        CONSULTANCY: 'Consultancy services',
      },
      statuses: { DRAFT: 'Draft', SUBMITTED: 'Submitted', APPROVED: 'Approved' },
    },
    stages: {
      title: 'Stages and stage-to-stage times',
      none: 'No stage-to-stage times for this method.',
      from: 'From stage',
      type: 'Stage type',
      to: 'To stage',
      days: 'Days',
      deleteTime: 'Delete the time from %{from}',
    },
    placeholder: {
      title: 'Not part of this release yet',
      body: 'The page "%{page}" is planned for a later release of Zabuni.',
      backToLogin: 'Back to Sign In',
      backHome: 'Go to the home page',
    },
    notFound: {
      title: 'Page not found',
      body: 'The address you opened does not exist.',
    },
    errors: {
      fetching: 'Problem occurred while fetching %{thing}',
      saving: 'Problem occurred while saving %{thing}',
      deleting: 'Problem occurred while deleting %{thing}',
      fetchRecords: 'Failed to fetch records',
      network: 'The server could not be reached. Check your connection and try again.',
    },
    responseCodes: Object.fromEntries(
      Object.entries(responseCodeDescriptions).map(([code, text]) => [code, text]),
    ),
    // Roles and users (identity administration)
    identity: {
      roleCreated: 'Role created successfully',
      roleUpdated: 'Role updated successfully',
      roleDeleted: 'Role deleted successful',
      roleCopied: 'Role copied to the institution',
      roleSaveFailed: 'Failed to create or update role: %{code}',
      roleCopyFailed: 'Failed to copy roles%{code}',
      roleDeleteFailed: 'Failed to delete the role: %{code}',
      userRegistered: 'User Registered Successfully',
      userEdited: 'User Edited Successfully',
      userUpdated: 'User Updated Successfully',
      activateFailed: 'Failed to Activate User detals: %{reason}',
      deactivateFailed: 'Failed to Deactivate User details: %{reason}',
      deleteFailed: 'Failed to Delete User detals',
      assignFailed: 'Failed to assign role',
      assignmentFailed: 'Role assignment failed',
      userDetailsFailed: 'Failed to get user details %{code}',
      activate: 'Activate',
      deactivate: 'Deactivate',
      activationPending: 'Awaiting activation',
      permissions: 'Permissions',
      savePermissions: 'Save permissions',
      baseRole: 'Platform role',
      institutionRole: 'Institution role',
      baseRoleReadOnly:
        'This is a platform base role: its permissions are set by the platform and cannot be changed here.',
      copyRole: 'Copy to institution',
      copyRoleTitle: 'Copy %{name} to another institution',
      roleNameRule: 'Capital letters, digits and underscores, e.g. STORES_OFFICER',
      phoneRule: 'International format, e.g. +255712345678',
      ownInstitutionIfEmpty: 'Leave empty for your own institution',
      noRoles: 'No roles yet. Create the first one.',
      noUsers: 'No users yet. Create the first one.',
    },
    empty: {
      chargeTypes: 'No charge types yet. Create the first one.',
    },
  },
  resources: {
    // Roles and users (identity administration)
    roles: {
      name: 'Role |||| Roles',
      fields: {
        name: 'Name',
        description: 'Description',
        institutionName: 'Institution',
        institutionUuid: 'Institution',
        isBaseRole: 'Kind',
        userCount: 'Users',
        active: 'Active',
        createdAt: 'Created',
        q: 'Search by name',
      },
    },
    users: {
      name: 'User |||| Users',
      fields: {
        fullName: 'Full name',
        email: 'Email',
        salutation: 'Salutation',
        phone: 'Phone',
        checkNumber: 'Check number',
        institutionId: 'Institution',
        institutionName: 'Institution',
        userTypeEnum: 'User type',
        rolesListStrings: 'Roles',
        roleIds: 'Roles',
        roleId: 'Role',
        active: 'Active',
        createdAt: 'Created',
        createdBy: 'Created by',
        q: 'Search by name',
      },
    },
    // Institutions and institution categories (institutions domain)
    ...institutionMessages.en.resources,
    // Reference lists and tenderers (reference data domain)
    ...referenceDataMessages.en.resources,
    ...appReferenceMessages.en.resources, // app reference domain
    ...planningListMessages.en.resources, // planning lists
    // Departments and designations (departments domain)
    ...departmentMessages.en.resources,
    // Administrative areas, branches, service clients and users (organisation domain)
    ...organisationMessages.en.resources,
    'document-templates': {
      name: 'Document template |||| Document templates',
      fields: {
        categoryCode: 'Category',
        title: 'Title',
        bodyHtml: 'Document (HTML)',
        updatedAt: 'Updated',
        q: 'Search by title',
      },
    },
    'global-settings': {
      name: 'Global setting |||| Global settings',
      fields: { key: 'Key', value: 'Value', description: 'Description', updatedAt: 'Updated' },
    },
    feedback: {
      name: 'Feedback |||| Feedback',
      fields: {
        createdAt: 'When',
        category: 'Kind',
        message: 'Feedback',
        userEmail: 'From',
        pageUrl: 'Page',
        q: 'Search feedback',
      },
    },
    'financial-years': {
      name: 'Financial year |||| Financial years',
      fields: {
        code: 'Financial year',
        startDate: 'Starts',
        endDate: 'Ends',
        isCurrent: 'Current',
        startYear: 'Starts in July of',
      },
    },
    'annual-procurement-plans': {
      name: 'Annual procurement plan |||| Annual procurement plans',
      fields: {
        title: 'Title',
        description: 'Description',
        financialYearUuid: 'Financial year',
        financialYearCode: 'Financial year',
        status: 'Status',
        totalAmount: 'Total',
        currency: 'Currency',
        items: 'Planned procurements',
        q: 'Search by title',
      },
    },
    'procurement-methods': {
      name: 'Procurement method |||| Procurement methods',
      fields: { name: 'Name', code: 'Code', ocdsMethod: 'OCDS method', q: 'Search by name' },
    },
    'procurement-stages': {
      name: 'Procurement stage |||| Procurement stages',
      fields: { position: 'Order', name: 'Stage', procurementStageTypeEnum: 'Stage type' },
    },
    'error-logs': {
      name: 'Error log |||| Error logs',
      fields: {
        createdAt: 'When',
        kind: 'Kind',
        operation: 'Operation',
        code: 'Code',
        latencyMs: 'Latency (ms)',
        message: 'Message',
        userType: 'User type',
        q: 'Search messages',
      },
    },
    'charge-types': {
      name: 'Charge type |||| Charge types',
      fields: {
        name: 'Name',
        unitOfMeasure: 'Unit of measure',
        active: 'Active',
        createdAt: 'Created',
        createdBy: 'Created by',
        updatedAt: 'Updated',
        updatedBy: 'Updated by',
        q: 'Search by name',
      },
    },
  },
};

export default en;
