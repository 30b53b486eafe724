import type { LocaleFragment } from '../../mergeMessages';

/**
 * Texts of the admin's shell: its lists' columns, menu, session warnings, the pages that stop the
 * admin (another tab, maintenance, a lower-level facility) and the feedback dialog.
 */
const en: LocaleFragment = {
  zabuni: {
    list: { actions: 'Actions', filters: 'Filters' },
    choices: { noneYet: 'No %{name} yet.', createOne: 'Create the first one' },
    menu: {
      section: '%{name} section',
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
    feedback: {
      button: 'Give Feedback',
      title: 'Give Feedback',
      category: 'Kind of feedback',
      message: 'Your feedback',
      send: 'Send',
      thanks: 'Feedback Sent Successfully: thank you for your feedback',
      categories: {
        SUGGESTION: 'Suggestion',
        PROBLEM: 'Problem',
        PRAISE: 'Praise',
      },
    },
  },
  resources: {
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
  },
};

export default en;
