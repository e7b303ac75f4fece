// The single list of tables Drizzle and drizzle-kit see; each table is defined in its feature module.
export * from '../modules/admission-sessions/admission-sessions.table';
export * from '../modules/appeals/appeals.table';
export * from '../modules/applications/applications.table';
export * from '../modules/auth/sessions.table';
export * from '../modules/catalogues/catalogues.tables';
export * from '../modules/exams/exams.table';
export * from '../modules/members/members.table';
export * from '../modules/review/review.table';
export * from '../modules/sms-campaigns/sms-campaigns.table';
