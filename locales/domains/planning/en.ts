import type { LocaleFragment } from '../../mergeMessages';

/**
 * Texts of financial years, annual procurement plans, procurement methods and their stages.
 */
const en: LocaleFragment = {
  zabuni: {
    financialYears: {
      created: 'Financial year created successfully',
      updated: 'Financial year updated successfully.',
      fetchProblem: 'Problem occurred while fetching Financial Years: %{message}',
      noRecords: 'Failed to fetch records',
      current: 'Current financial year',
      noneCurrent: 'None yet',
      noneYet: 'No financial years yet: create the first one with Create above.',
      choose: 'Switch to',
      makeCurrent: 'Make current',
      createHint: 'A financial year runs from 1 July to 30 June. Choose the year it starts in.',
    },
    plans: {
      created: 'Annual Procurement Plan created successfully',
      updated: 'Annual Procurement Plan updated successfully.',
      actionFailed: 'Action Failed: %{message}',
      exportOcds: 'Export OCDS',
      addItem: 'Add a planned procurement',
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
      statuses: {
        DRAFT: 'Draft',
        SUBMITTED: 'Submitted',
        APPROVED: 'Approved',
        PUBLISHED: 'Published',
      },
      publish: 'Publish',
      publishTitle: 'Publish "%{title}" as open data',
      publishExplanation:
        'Once published, this plan and every later change to it are public without signing in, as Open Contracting Data Standard (OCDS) releases on the Open data page. Publishing cannot be undone: later changes and removals are published as new releases. This is what will be published:',
      publishPreview: 'What will be published',
      publishConfirm: 'Publish as open data',
      published: 'Plan Published Successfully: it is now open data',
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
  },
  resources: {
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
        publishedAt: 'Published',
        items: 'Planned procurements',
        q: 'Search by title',
      },
    },
    'procurement-methods': {
      name: 'Procurement method |||| Procurement methods',
      fields: {
        name: 'Name',
        nameSw: 'Name (Kiswahili)',
        code: 'Code',
        ocdsMethod: 'OCDS method',
        q: 'Search by name',
      },
    },
    'procurement-stages': {
      name: 'Procurement stage |||| Procurement stages',
      fields: { position: 'Order', name: 'Stage', procurementStageTypeEnum: 'Stage type' },
    },
  },
};

export default en;
