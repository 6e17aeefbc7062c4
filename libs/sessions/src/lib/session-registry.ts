import { SessionRecordSchema, type SessionRecord } from '@wsa/contracts';
import type { RedisConnection } from '@wsa/queue';

// The one source of truth about sessions, shared by the gateway and every session-worker replica:
// session id -> record (which worker holds it, its CDP endpoint, its token, open/destroyed),
// job id -> session id, the open sessions of each team, and the load of each live worker.

/** A destroyed session is remembered this long, so late calls answer 410 rather than opening anew. */
const DESTROYED_TTL_S = 24 * 3600;
/** A worker missing heartbeats this long is not offered new sessions. */
const WORKER_STALE_MS = 5000;

export class SessionRegistry {
  constructor(private readonly redis: RedisConnection, private readonly prefix: string) {}

  private key(...parts: string[]) {
    return [this.prefix, 'session', ...parts].join(':');
  }

  async get(sessionId: string): Promise<SessionRecord | null> {
    const raw = await this.redis.get(this.key('rec', sessionId));
    return raw ? SessionRecordSchema.parse(JSON.parse(raw)) : null;
  }

  async sessionIdForJob(jobId: string): Promise<string | null> {
    return this.redis.get(this.key('job', jobId));
  }

  /** Claims the job for a new session; false when another call already did (one session per scrape). */
  async claimJob(jobId: string, sessionId: string, ttlS: number): Promise<boolean> {
    return (await this.redis.set(this.key('job', jobId), sessionId, 'EX', ttlS, 'NX')) === 'OK';
  }

  async releaseJob(jobId: string, sessionId: string): Promise<void> {
    if ((await this.redis.get(this.key('job', jobId))) === sessionId) await this.redis.del(this.key('job', jobId));
  }

  /** Reserves a slot of the team's cap; false when the team is at its cap. */
  async reserveTeamSlot(teamId: string, sessionId: string, cap: number): Promise<boolean> {
    const key = this.key('team', teamId);
    await this.pruneTeam(key, sessionId);
    const size = await this.redis.sadd(key, sessionId).then(() => this.redis.scard(key));
    if (size <= cap) return true;
    await this.redis.srem(key, sessionId);
    return false;
  }

  /**
   * Frees slots whose session is gone without a goodbye (its worker crashed, or it never opened):
   * otherwise a crash would hold a team at its cap for good.
   */
  private async pruneTeam(key: string, opening: string): Promise<void> {
    const members = (await this.redis.smembers(key)).filter((id) => id !== opening);
    if (!members.length) return;
    const live = new Set(await this.redis.zrangebyscore(this.key('workers'), Date.now() - WORKER_STALE_MS, '+inf'));
    for (const id of members) {
      const record = await this.get(id);
      // a slot without a record may be a session still opening: keep it while it can be
      const stale = record ? record.state === 'destroyed' || !live.has(record.workerId) : (await this.redis.exists(this.key('opening', id))) === 0;
      if (stale) await this.redis.srem(key, id);
    }
  }

  /** Marks a session as being opened (its slot is not stale while this lasts). */
  async markOpening(sessionId: string, ttlS: number): Promise<void> {
    await this.redis.set(this.key('opening', sessionId), '1', 'EX', ttlS);
  }

  async register(record: SessionRecord, ttlS: number): Promise<void> {
    await this.redis.set(this.key('rec', record.sessionId), JSON.stringify(record), 'EX', ttlS);
    await this.redis.set(this.key('job', record.jobId), record.sessionId, 'EX', Math.max(ttlS, DESTROYED_TTL_S));
  }

  /** Marks the session destroyed (kept for 410 answers) and frees its team slot. */
  async markDestroyed(record: SessionRecord, outcome: { sessionDurationMs: number; creditsBilled: number }): Promise<SessionRecord> {
    const done: SessionRecord = { ...record, state: 'destroyed', ...outcome };
    await this.redis.set(this.key('rec', record.sessionId), JSON.stringify(done), 'EX', DESTROYED_TTL_S);
    await this.redis.expire(this.key('job', record.jobId), DESTROYED_TTL_S);
    await this.redis.srem(this.key('team', record.teamId), record.sessionId);
    return done;
  }

  async freeTeamSlot(teamId: string, sessionId: string): Promise<void> {
    await this.redis.srem(this.key('team', teamId), sessionId);
  }

  async heartbeat(workerId: string, openSessions: number): Promise<void> {
    await this.redis.zadd(this.key('workers'), Date.now(), workerId);
    await this.redis.hset(this.key('load'), workerId, String(openSessions));
  }

  async removeWorker(workerId: string): Promise<void> {
    await this.redis.zrem(this.key('workers'), workerId);
    await this.redis.hdel(this.key('load'), workerId);
  }

  /**
   * Sessions open (or opening) on all live workers, as their heartbeats last reported, and how many
   * workers are live: what an autoscaler sizes the session workers by (sessions never wait in a queue).
   */
  async load(): Promise<{ openSessions: number; workers: number }> {
    const live = await this.redis.zrangebyscore(this.key('workers'), Date.now() - WORKER_STALE_MS, '+inf');
    if (!live.length) return { openSessions: 0, workers: 0 };
    const loads = await this.redis.hmget(this.key('load'), ...live);
    return { openSessions: loads.reduce((sum, l) => sum + Number(l ?? 0), 0), workers: live.length };
  }

  /** The live worker with the fewest open sessions, or null when none is running. */
  async leastLoadedWorker(): Promise<string | null> {
    const live = await this.redis.zrangebyscore(this.key('workers'), Date.now() - WORKER_STALE_MS, '+inf');
    if (!live.length) return null;
    const loads = await this.redis.hmget(this.key('load'), ...live);
    let best: { id: string; load: number } | null = null;
    live.forEach((id, i) => {
      const load = Number(loads[i] ?? 0);
      if (!best || load < best.load) best = { id, load };
    });
    return (best as { id: string; load: number } | null)?.id ?? null;
  }
}
