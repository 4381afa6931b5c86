// Search attributes an operator filters jobs by in the Temporal UI.
import { defineSearchAttributeKey, SearchAttributeType } from '@temporalio/common';

export const JOB_ID = defineSearchAttributeKey('FigureJobId', SearchAttributeType.KEYWORD);
export const ACCOUNT_ID = defineSearchAttributeKey('FigureAccountId', SearchAttributeType.KEYWORD);
export const JOB_KIND = defineSearchAttributeKey('FigureJobKind', SearchAttributeType.KEYWORD);
export const JOB_STATUS = defineSearchAttributeKey('FigureJobStatus', SearchAttributeType.KEYWORD);

export const ALL_SEARCH_ATTRIBUTES = [JOB_ID, ACCOUNT_ID, JOB_KIND, JOB_STATUS];
