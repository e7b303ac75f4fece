import { asc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { hashPassword } from '../../lib/password';
import { admissionSessions } from '../admission-sessions/admission-sessions.table';
import { cities, countries, educationLanguages, regions } from '../catalogues/catalogues.tables';

const MALE = ['AZIZ', 'BOBUR', 'SARDOR', 'JASUR', 'OTABEK', 'SHERZOD', 'DILSHOD', 'ULUGBEK', 'JAVOHIR', 'RUSTAM'];
const FEMALE = ['DILNOZA', 'MALIKA', 'NODIRA', 'SEVARA', 'GULNORA', 'ZILOLA', 'MADINA', 'NIGORA', 'SHAHNOZA', 'LOLA'];
const SURNAMES = ['KARIMOV', 'YUSUPOV', 'TOSHMATOV', 'ALIYEV', 'RAHIMOV', 'SAIDOV', 'NORMATOV', 'XOLMATOV', 'ERGASHEV'];
const BATCH = 20_000;

const textArray = (values: readonly string[]) => sql.raw(`array[${values.map((v) => `'${v}'`).join(',')}]`);
const intArray = (values: readonly number[]) => sql.raw(`array[${values.join(',')}]::int[]`);

/**
 * `npm run seed:demo -- --applications N`: fills the database with N realistic applications for benches and demos
 * (spread over the active session's last 60 days and a previous session, Uzbekistan's regions and districts, the faculties and
 * their languages, every status and the days of the session, PINFLs matching birth date and gender, with their check digit), with their
 * applicants and status history. Generated in SQL, BATCH rows a statement.
 */
export async function seedDemoApplications(db: Db, total: number, log: (line: string) => void) {
  const [active] = await db.select().from(admissionSessions).where(eq(admissionSessions.active, true));
  if (!active) throw new Error('No active admission session: run `npm run seed` first');
  const previousName = 'demo: previous session';
  const existing = await db.select().from(admissionSessions).where(eq(admissionSessions.name, previousName));
  const [previous] = existing.length
    ? existing
    : await db
        .insert(admissionSessions)
        .values({
          name: previousName,
          startDate: '2024-06-01',
          registrationEndDate: '2024-07-31',
          endDate: '2024-08-31',
        })
        .returning();
  const [uz] = await db.select().from(countries).where(eq(countries.iso, 'UZ'));
  const places = await db
    .select({ regionId: regions.id, cityId: cities.id })
    .from(cities)
    .innerJoin(regions, eq(regions.id, cities.regionId))
    .where(eq(regions.countryId, uz.id))
    .orderBy(asc(cities.id));
  const studies = await db
    .select({ facultyId: educationLanguages.facultyId, languageId: educationLanguages.id })
    .from(educationLanguages)
    .where(ne(educationLanguages.active, false));
  if (!places.length || !studies.length) throw new Error('Seed the catalogues (with SEED_DEMO=true) first');
  const passwordHash = await hashPassword(`demo-${Date.now()}`);

  for (let done = 0; done < total; done += BATCH) {
    const size = Math.min(BATCH, total - done);
    const started = Date.now();
    await db.execute(sql`
      with base as (select coalesce(max(id), 0) as n from members),
      created as (
        insert into members (phone, password_hash, role)
        select '9989' || lpad((base.n + g)::text, 8, '0'), ${passwordHash}, 'ABITURIENT'
        from base, generate_series(1, ${size}) g
        on conflict (phone) do nothing
        returning id
      ),
      person as (
        select id as member_id, id as n,
          1 + floor(random() * ${places.length})::int as place,
          1 + floor(random() * ${studies.length})::int as study,
          random() < 0.5 as male,
          date '1980-01-01' + floor(random() * 8000)::int as birth,
          random() as roll,
          random() < 0.85 as current_session,
          random() as day
        from created
      )
      insert into applications (
        member_id, admission_session_id, status, first_name, last_name, middle_name, birth_date, gender,
        disability_id, country_id, region_id, city_id, address_line, citizenship_id, nationality, passport_number,
        pinfl, mobile_phone, father_phone, mother_phone, school_country_id, school_region_id, school_city_id,
        school_type_id, school_name, graduated_direction, gpa, graduation_year, diploma_number, certificate_id,
        certificate_score, certificate_number, faculty_id, education_language_id, reviews, registration_date)
      select
        member_id,
        case when current_session then ${active.id}::int else ${previous.id}::int end,
        (case when roll < 0.1 then 'DRAFT' when roll < 0.5 then 'SUBMITTED' when roll < 0.8 then 'ACCEPTED'
          else 'REJECTED' end)::application_status,
        (case when male then ${textArray(MALE)} else ${textArray(FEMALE)} end)[1 + floor(random() * 10)::int],
        (${textArray(SURNAMES)})[1 + floor(random() * ${SURNAMES.length})::int] || case when male then '' else 'A' end,
        case when male then 'ALISHER O''G''LI' else 'ALISHER QIZI' end,
        birth,
        (case when male then 'MALE' else 'FEMALE' end)::gender,
        5, ${uz.id}, (${intArray(places.map((p) => p.regionId))})[place], (${intArray(places.map((p) => p.cityId))})[place],
        'Demo street ' || n, ${uz.id}, 'UZBEK',
        chr(65 + (n % 26)::int) || chr(65 + ((n / 26) % 26)::int) || ' ' || lpad((n % 10000000)::text, 7, '0'),
        pinfl13 || (select sum(substr(pinfl13, i, 1)::int * (array[7, 3, 1])[(i - 1) % 3 + 1]) % 10
          from generate_series(1, 13) i)::text,
        '9989' || lpad((900000000 + n)::text, 8, '0'), '998911234567', '998931234567',
        ${uz.id}, (${intArray(places.map((p) => p.regionId))})[place], (${intArray(places.map((p) => p.cityId))})[place],
        1, 'DEMO SCHOOL ' || (n % 300), 'Economics', round((3 + random() * 2)::numeric, 2), 2015 + (n % 10),
        'B ' || lpad(n::text, 7, '0'), 1, 0, '0',
        (${intArray(studies.map((s) => s.facultyId))})[study], (${intArray(studies.map((s) => s.languageId))})[study],
        case when roll >= 0.8 then '{"pinfl": "Check the PINFL"}'::jsonb else '{}'::jsonb end,
        case when roll < 0.1 then null
          when current_session then current_date - (day * 60)::int * interval '1 day' + interval '9 hours'
          else date '2024-06-01' + (day * 60)::int * interval '1 day' + interval '9 hours' end
      from (select *,
          -- PINFL: century and gender, birth date DDMMYY, a serial; then the 7-3-1 check digit.
          (case when extract(year from birth) >= 2000 then 5 else 3 end + case when male then 0 else 1 end)::text
            || to_char(birth, 'DDMMYY') || lpad((n % 1000000)::text, 6, '0') as pinfl13
        from person) person`);
    log(`applications: ${done + size} of ${total} (${Date.now() - started} ms)`);
  }
  // History: the submission, and the decision a day later.
  await db.execute(sql`
    insert into application_history (application_id, status, member_id, created_at)
    select a.id, 'SUBMITTED', a.member_id, a.registration_date from applications a
    where a.registration_date is not null
      and not exists (select 1 from application_history h where h.application_id = a.id)`);
  await db.execute(sql`
    insert into application_history (application_id, status, member_id, created_at)
    select a.id, a.status, null, a.registration_date + interval '1 day' from applications a
    where a.status in ('ACCEPTED', 'REJECTED')
      and not exists (select 1 from application_history h where h.application_id = a.id and h.status = a.status)`);
  await db.execute(sql`analyze applications`);
}
