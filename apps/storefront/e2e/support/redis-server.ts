// One throwaway redis-server helper for the API's tests and the end-to-end tests.
export {
  freePort,
  redisMissing,
  startTestRedis as startRedis,
  type RunningRedis,
} from '../../../../packages/api/src/test-support/start-test-redis';
