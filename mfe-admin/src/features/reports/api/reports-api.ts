import { baseApi } from '@wellness/shared-ui';
import type { Envelope } from '@wellness/shared-ui';
import type { Sign } from '../lib/signs';

export type ReportType = 'Simple' | 'SQL';
export type FieldType = 'string' | 'number' | 'date';
export type ReportCell = string | number | boolean | null;

export interface ReportFilter {
  field: string;
  sign: Sign;
  value: string | number | Array<string | number>;
}

/** A saved report (spec 3 "Report") with what the caller may do with it. */
export interface Report {
  id: number;
  name: string;
  report_type: ReportType;
  fields: string[];
  filters: ReportFilter[];
  sql: string | null;
  parent_id: number | null;
  is_custom: boolean;
  created_by_master: boolean;
  promotion_id: number;
  can_save: boolean;
  can_delete: boolean;
}

/** Spec 3 "Report field". */
export interface ReportField {
  id: string;
  display_name: string;
  category: string;
  filter_by_dates: boolean;
  type: FieldType;
}

export interface ReportLocation {
  id: number;
  name: string;
  parent_id: number | null;
  level: number;
  top_level_id: number;
}

/** An evaluation definition a run can show the answers of (spec 3 s7 evaluation_definition_id). */
export interface ReportEvaluation {
  id: number;
  title: string;
}

export interface ReportDefinition {
  name: string;
  report_type: ReportType;
  fields: string[];
  filters: ReportFilter[];
  sql: string | null;
  parent_id?: number | null;
}

export interface RunBody {
  fields: string[];
  filters: ReportFilter[];
  sql: string | null;
  min_date: string | null;
  max_date: string | null;
  location: number | null;
  top_level_location: number | null;
  evaluation_definition_id: number | null;
}

export interface ReportRun {
  fields: Array<{ id: string; display_name: string }>;
  rows: ReportCell[][];
  limited: boolean;
}

type RunMeta = { total_records: number; limited: boolean; row_limit: number };

export const reportsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listReports: build.query<Report[], number>({
      query: (promotionId) => `promotions/${promotionId}/reports`,
      transformResponse: (body: Envelope<Report[]>) => body.data,
      providesTags: (_rows, _error, promotionId) => [{ type: 'Reports', id: promotionId }],
    }),
    listReportFields: build.query<ReportField[], number>({
      query: (promotionId) => `promotions/${promotionId}/report_fields`,
      transformResponse: (body: Envelope<ReportField[]>) => body.data,
    }),
    listReportEvaluations: build.query<ReportEvaluation[], number>({
      query: (promotionId) => `promotions/${promotionId}/evaluation_definitions`,
      transformResponse: (body: Envelope<ReportEvaluation[]>) =>
        body.data.map(({ id, title }) => ({ id, title })),
      providesTags: (_result, _error, promotionId) => [{ type: 'Evaluations', id: promotionId }],
    }),
    listReportLocations: build.query<ReportLocation[], number>({
      query: (promotionId) => `promotions/${promotionId}/locations`,
      transformResponse: (body: Envelope<ReportLocation[]>) => body.data,
    }),
    createReport: build.mutation<Report, { promotionId: number; report: ReportDefinition }>({
      query: ({ promotionId, report }) => ({
        url: `promotions/${promotionId}/reports`,
        method: 'POST',
        body: report,
      }),
      transformResponse: (body: Envelope<Report>) => body.data,
      invalidatesTags: (_report, _error, { promotionId }) => [{ type: 'Reports', id: promotionId }],
    }),
    updateReport: build.mutation<
      Report,
      { promotionId: number; id: number; report: ReportDefinition }
    >({
      query: ({ promotionId, id, report }) => ({
        url: `promotions/${promotionId}/reports/${id}`,
        method: 'PUT',
        body: { ...report, parent_id: undefined },
      }),
      transformResponse: (body: Envelope<Report>) => body.data,
      invalidatesTags: (_report, _error, { promotionId }) => [{ type: 'Reports', id: promotionId }],
    }),
    deleteReport: build.mutation<null, { promotionId: number; report: Report }>({
      query: ({ promotionId, report }) => ({
        url: `promotions/${promotionId}/reports/${report.id}`,
        method: 'DELETE',
        params: { as_custom: report.is_custom },
      }),
      transformResponse: () => null,
      invalidatesTags: (_result, _error, { promotionId }) => [{ type: 'Reports', id: promotionId }],
    }),
    runReport: build.mutation<
      ReportRun,
      { promotionId: number; report: Report | null; body: RunBody }
    >({
      query: ({ promotionId, report, body }) => ({
        url: report
          ? `promotions/${promotionId}/reports/${report.id}/run`
          : `promotions/${promotionId}/reports/run`,
        method: 'POST',
        params: report ? { is_custom: report.is_custom } : undefined,
        body,
      }),
      transformResponse: (body: Envelope<Omit<ReportRun, 'limited'>, RunMeta>) => ({
        ...body.data,
        limited: body.meta.limited,
      }),
    }),
  }),
});

export const {
  useListReportsQuery,
  useListReportFieldsQuery,
  useListReportLocationsQuery,
  useListReportEvaluationsQuery,
  useCreateReportMutation,
  useUpdateReportMutation,
  useDeleteReportMutation,
  useRunReportMutation,
} = reportsApi;
