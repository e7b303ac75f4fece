/**
 * Every operation's one-line English summary in the OpenAPI document, by `METHOD /path` under /api/v1 (a route may
 * give its own `summary` in its schema instead). test/openapi.test.ts fails for an operation without one, and for
 * a line here that names no route.
 */
export const OPERATION_SUMMARIES: Record<string, string> = {
  'POST /auth/register': 'Sign up an applicant; the password arrives by SMS',
  'POST /auth/forgot-password': "Send a new password to an applicant's phone by SMS",
  'POST /auth/login': 'Log in with phone and password; returns a bearer token',
  'POST /auth/logout': 'End the current session',
  'POST /auth/login/two-factor': "A staff login's second step: a code from the app or a recovery code",
  'POST /auth/login/two-factor/enrolment': 'Start two-factor enrolment during a login that requires it',
  'POST /auth/login/two-factor/enrolment/confirm':
    'Confirm that enrolment with a first code; signs in and returns recovery codes',
  'GET /admin/two-factor': "The staff member's own two-factor status",
  'POST /admin/two-factor/enrolment': 'Start two-factor enrolment for the signed-in staff member',
  'POST /admin/two-factor/enrolment/confirm': 'Confirm two-factor enrolment with a first code; returns recovery codes',
  'GET /admin/two-factor/policy': 'Which staff roles must use two-factor',
  'PUT /admin/two-factor/policy': 'Set which staff roles must use two-factor',
  'POST /admin/admin-member/{id}/two-factor/reset': "Reset a staff member's two-factor enrolment",
  'GET /admin/audit': 'The audit of staff actions (paged, filtered)',
  'GET /admin/audit/export': 'Export the audit of staff actions as a spreadsheet',
  'GET /admin/notification-settings': "An admission session's applicant notifications: each event's switch and texts",
  'PUT /admin/notification-settings/{event}': "Switch an event's notifications on or off and set its texts",
  'POST /abiturient/password': "Change the applicant's own password",
  'GET /common/health': 'Health of the server and its database',
  'GET /common/member': 'The logged-in member: id, role and menu',
  'GET /abiturient/events': "Live status: a stream of the applicant's own application's changes (Server-Sent Events)",
  'GET /admin/events': 'Live status: a stream of changed applications for the staff lists (Server-Sent Events)',

  'GET /abiturient/application': "The applicant's own application",
  'POST /abiturient/application': "Submit the applicant's application",
  'PUT /abiturient/application/draft': "Save the applicant's application as a draft",
  'POST /abiturient/application/file/{kind}': 'Upload a document of the application',
  'DELETE /abiturient/application/file/{kind}': 'Delete a document of the application',
  'GET /abiturient/application/file/{kind}': 'Download a document of the application',
  'GET /abiturient/admission-session': 'The active admission session and whether registration is open',
  'GET /abiturient/disability/all': 'Disabilities for the application form',
  'GET /abiturient/school-type/all': 'School types for the application form',
  'GET /abiturient/foreign-language-proficiency/all': 'Language certificates for the application form',
  'GET /abiturient/address/country/all': 'Countries for the application form',
  'GET /abiturient/address/region/all/{countryId}': 'Regions of a country for the application form',
  'GET /abiturient/address/city/all/{regionId}': 'Cities of a region for the application form',
  'GET /abiturient/education/faculty/all': 'Faculties open for applications',
  'GET /abiturient/education/language/all': 'Languages of study for the application form',
  'GET /abiturient/statistics/faculty': 'Applications per faculty, as applicants see them',

  'GET /abiturient/exam/ruxsatnoma': "The applicant's exam permit",
  'GET /abiturient/exam/ruxsatnoma/pdf': "The applicant's exam permit as PDF",
  'GET /abiturient/exam/result': "The applicant's exam result",
  'GET /abiturient/application/exam/file/ANSWER_FILE/{answerId}': "Download one of the applicant's answer sheets",
  'GET /abiturient/appeal': "The applicant's appeal against the exam result",
  'POST /abiturient/appeal': 'Send an appeal against the exam result',
  'POST /abiturient/appeal/file': 'Upload the document of the appeal',
  'GET /abiturient/appeal/file': 'Download the document of the appeal',

  'GET /admin/application': 'List applications (paged, searchable, sortable)',
  'POST /admin/application': 'Create or update an application on behalf of an applicant',
  'GET /admin/application/submitted': 'List submitted applications',
  'GET /admin/application/rejected': 'List rejected applications',
  'GET /admin/application/accepted': 'List accepted applications',
  'GET /admin/application/count': 'Count applications by status',
  'GET /admin/application/next': 'The next application waiting for review',
  'GET /admin/application/export': 'Export applications as a spreadsheet',
  'GET /admin/application/export/submitted': 'Export submitted applications as a spreadsheet',
  'GET /admin/application/export/rejected': 'Export rejected applications as a spreadsheet',
  'GET /admin/application/export/accepted': 'Export accepted applications as a spreadsheet',
  'GET /admin/application/export/exported': 'Export applications for the exam as a spreadsheet',
  'GET /admin/application/{id}': 'One application',
  'DELETE /admin/application/{id}': 'Delete an application',
  'GET /admin/application/{id}/duplicates': 'Applications that look like the same person',
  'POST /admin/application/{id}/acceptance': 'Accept an application',
  'POST /admin/application/{id}/rejects': 'Reject an application with remarks',
  'GET /admin/application-history/{applicationId}': 'The history of an application',
  'GET /admin/application/file/{id}': 'Download a document of an application',
  'POST /admin/application/file/{code}/{applicationId}': 'Upload a document to an application',
  'DELETE /admin/application/file/{code}/{applicationId}': 'Delete a document of an application',

  'GET /admin/region/all/{countryId}': 'Regions of a country',
  'GET /admin/city/all/{regionId}': 'Cities of a region',
  'GET /admin/education/faculty/all': 'All faculties',
  'GET /admin/education/language/all': 'All languages of study',
  'GET /admin/education/{langId}/science-complex/all': 'Science complexes taught in a language',
  'POST /admin/admin-member/{id}/password': "Set a staff member's password",

  'POST /admin/sms': 'Send an SMS to a group of applicants',
  'GET /admin/sms': 'List the SMS campaigns sent',
  'GET /admin/statistics/daily': 'Applications per day',
  'GET /admin/statistics/gender': 'Applications by gender',
  'GET /admin/statistics/faculty': 'Applications per faculty',
  'GET /admin/statistics/direction': 'First choices, any-rank choices and acceptances per direction',
  'GET /admin/statistics/regional': 'Applications per region',

  'GET /admin/ruxsatnoma/{id}': "An application's exam permit",
  'GET /admin/ruxsatnoma/{id}/pdf': "An application's exam permit as PDF",
  'GET /admin/result/{id}': "An application's exam result",
  'GET /admin/result/{id}/ANSWER_FILE/{answerId}': "Download one of an application's answer sheets",
  'POST /admin/exam/permits/import': 'Import exam rooms and times from a spreadsheet',
  'POST /admin/exam/results/import': 'Import exam scores from a spreadsheet',
  'POST /admin/exam/answers/import': 'Import answer sheets from an archive',
  'GET /admin/appeal': 'List appeals (paged)',
  'GET /admin/appeal/count': 'Count appeals waiting for an answer',
  'GET /admin/appeal/{applicationId}': "An application's appeal",
  'POST /admin/appeal/{applicationId}/answer': 'Answer an appeal',
  'GET /admin/appeal/{applicationId}/file': 'Download the document of an appeal',
};

/** The catalogues under admin/ (spec §7 "Admin catalogues"), by path, as a record and as a list in English. */
const CATALOGUES: Record<string, [one: string, many: string]> = {
  country: ['country', 'countries'],
  region: ['region', 'regions'],
  city: ['city', 'cities'],
  school: ['school', 'schools'],
  'school-type': ['school type', 'school types'],
  'education-type': ['education type', 'education types'],
  disability: ['disability', 'disabilities'],
  'foreign-language-proficiency': ['language certificate', 'language certificates'],
  science: ['science', 'sciences'],
  faculty: ['faculty', 'faculties'],
  'education-language': ['language of study', 'languages of study'],
  'admission-session': ['admission session', 'admission sessions'],
  'admin-member': ['staff member', 'staff members'],
};

/** The generic catalogue routes, every catalogue alike: `{one}` and `{many}` stand for the catalogue's names. */
const CATALOGUE_ROUTES: Record<string, string> = {
  GET: 'List {many} (paged, searchable, sortable)',
  PUT: 'Create a {one}',
  POST: 'Update a {one}',
  'GET /all': 'All active {many}',
  'GET /{id}': 'One {one}',
  'DELETE /{id}': 'Delete a {one}',
  'POST /{id}/activation': 'Activate a {one}',
  'POST /{id}/deactivation': 'Deactivate a {one}',
  'POST /{id}/blocking': 'Block a {one}',
  'POST /{id}/regactivation': 'Open registration in an admission session',
  'POST /{id}/deregactivation': 'Close registration in an admission session',
};

/** The summary of `METHOD /path` (a key of OPERATION_SUMMARIES, or a catalogue route); undefined if it has none. */
export function operationSummary(key: string): string | undefined {
  if (OPERATION_SUMMARIES[key]) return OPERATION_SUMMARIES[key];
  const match = /^(\w+) \/admin\/([a-z-]+)(\/.*)?$/.exec(key);
  const names = match && CATALOGUES[match[2]];
  const summary = match && CATALOGUE_ROUTES[match[3] ? `${match[1]} ${match[3]}` : match[1]];
  if (!names || !summary) return undefined;
  const [one, many] = names;
  return summary.replace('a {one}', /^[aeiou]/.test(one) ? `an ${one}` : `a ${one}`).replace('{many}', many);
}
