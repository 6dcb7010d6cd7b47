import type { Knex } from 'knex';

/**
 * geocoding module: the state every server process shares (issue 21; server/turns.ts explains the
 * queue). `geocoder_cache` holds answers for a day; `geocoder_turns` is the one row that spaces
 * upstream calls of all processes together (Nominatim's policy: at most one request a second for the
 * whole app); `geocoder_waiting` holds each person's one request waiting for its turn, under a hash of
 * who asked. Taking and claiming a turn are functions, so each is one short statement that locks
 * the person's row before the shared one (always in that order: no deadlock), with no transaction
 * held while a request waits. Times are clock_timestamp(): now() is the transaction's start.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('geocoder_cache', (t) => {
    t.text('key').primary();
    t.jsonb('answer').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['created_at']);
  });
  // The epoch, not -infinity: arithmetic on an infinite timestamp fails before PostgreSQL 17.
  await knex.raw(
    `create table geocoder_turns (
       id smallint primary key check (id = 1),
       next_at timestamptz not null default to_timestamp(0),
       last_call_at timestamptz not null default to_timestamp(0))`,
  );
  await knex.raw('insert into geocoder_turns (id) values (1)');
  await knex.schema.createTable('geocoder_waiting', (t) => {
    t.text('waiter').primary();
    t.text('ticket').notNullable();
    t.timestamp('slot_at', { useTz: true }).notNullable();
    t.index(['slot_at']);
  });
  // Milliseconds to wait for the turn, or null when the next free turn is more than p_horizon seconds
  // ahead (busy). A person's turn still ahead is taken over (their older request loses its ticket);
  // else the next free turn is reserved.
  await knex.raw(`
    create function geocoder_take_turn(p_waiter text, p_ticket text, p_gap float8, p_horizon float8) returns float8
    language plpgsql as $fn$
    declare
      held timestamptz;
      turn timestamptz;
    begin
      insert into geocoder_waiting (waiter, ticket, slot_at) values (p_waiter, p_ticket, to_timestamp(0)) on conflict (waiter) do nothing;
      select slot_at into held from geocoder_waiting where waiter = p_waiter for update;
      if held > clock_timestamp() then
        update geocoder_waiting set ticket = p_ticket where waiter = p_waiter;
        return extract(epoch from held - clock_timestamp()) * 1000;
      end if;
      update geocoder_turns set next_at = greatest(next_at, clock_timestamp()) + make_interval(secs => p_gap)
       where id = 1 and next_at <= clock_timestamp() + make_interval(secs => p_horizon)
      returning next_at - make_interval(secs => p_gap) into turn;
      if turn is null then
        return null;
      end if;
      update geocoder_waiting set ticket = p_ticket, slot_at = turn where waiter = p_waiter;
      return greatest(0, extract(epoch from turn - clock_timestamp()) * 1000);
    end
    $fn$`);
  // 0: call now (the person's place is freed); null: the ticket was taken over by a newer request of
  // the person; more: milliseconds until the last call of any process is p_gap seconds ago.
  await knex.raw(`
    create function geocoder_claim_turn(p_waiter text, p_ticket text, p_gap float8) returns float8
    language plpgsql as $fn$
    declare
      last timestamptz;
    begin
      perform 1 from geocoder_waiting where waiter = p_waiter and ticket = p_ticket for update;
      if not found then
        return null;
      end if;
      select last_call_at into last from geocoder_turns where id = 1 for update;
      if last > clock_timestamp() - make_interval(secs => p_gap) then
        return greatest(1, extract(epoch from last + make_interval(secs => p_gap) - clock_timestamp()) * 1000);
      end if;
      update geocoder_turns set last_call_at = clock_timestamp(), next_at = greatest(next_at, clock_timestamp() + make_interval(secs => p_gap)) where id = 1;
      delete from geocoder_waiting where waiter = p_waiter;
      return 0;
    end
    $fn$`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop function geocoder_claim_turn(text, text, float8)');
  await knex.raw('drop function geocoder_take_turn(text, text, float8, float8)');
  await knex.schema.dropTable('geocoder_waiting');
  await knex.schema.dropTable('geocoder_turns');
  await knex.schema.dropTable('geocoder_cache');
}
