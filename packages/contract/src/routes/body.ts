import {
  AcceptCheckInSchema,
  AcceptedCheckInSchema,
  BodyDateParamsSchema,
  BodyEntriesSchema,
  BodyEntrySchema,
  BodyMeasuresSchema,
  BodyRangeQuerySchema,
  BodyTrendSchema,
  CheckInQuerySchema,
  CheckInSchema,
} from '../body';
import { defineRoute } from './define-route';

const body = { tag: 'body', access: 'signed-in' } as const;

export const listBodyEntriesRoute = /*#__PURE__*/ defineRoute({
  ...body,
  method: 'GET',
  path: '/api/body/entries',
  summary: 'Weigh-ins and measurements of a range of dates, oldest first',
  query: BodyRangeQuerySchema,
  responses: { 200: BodyEntriesSchema },
});

export const saveBodyEntryRoute = /*#__PURE__*/ defineRoute({
  ...body,
  method: 'PUT',
  path: '/api/body/entries/:date',
  summary: "Log a date's weight and measurements; a second write for the date replaces the first",
  params: BodyDateParamsSchema,
  body: BodyMeasuresSchema,
  responses: { 200: BodyEntrySchema },
});

export const deleteBodyEntryRoute = /*#__PURE__*/ defineRoute({
  ...body,
  method: 'DELETE',
  path: '/api/body/entries/:date',
  summary: "Remove a date's entry; the response is the entry, so that it can be logged again (undo)",
  params: BodyDateParamsSchema,
  responses: { 200: BodyEntrySchema },
  errors: [404],
});

export const bodyTrendRoute = /*#__PURE__*/ defineRoute({
  ...body,
  method: 'GET',
  path: '/api/body/trend',
  summary: 'Per day the weight logged and the smoothed weight, the weekly rate and when the goal weight is reached',
  query: BodyRangeQuerySchema,
  responses: { 200: BodyTrendSchema },
});

export const checkInRoute = /*#__PURE__*/ defineRoute({
  ...body,
  method: 'GET',
  path: '/api/body/check-in',
  summary: 'The weekly check-in: expenditure read from intake and weight, and the next calorie target proposed',
  query: CheckInQuerySchema,
  responses: { 200: CheckInSchema },
});

export const acceptCheckInRoute = /*#__PURE__*/ defineRoute({
  ...body,
  method: 'POST',
  path: '/api/body/check-in/accept',
  summary: "Put the check-in's proposal into the targets",
  query: CheckInQuerySchema,
  body: AcceptCheckInSchema,
  responses: { 200: AcceptedCheckInSchema },
  errors: [409],
});
