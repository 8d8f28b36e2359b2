-- wrk's script for the benches (bench/support/loadGenerator.ts). Two jobs:
-- 1. With a request file as its argument (`wrk ... -s wrkReport.lua <url> -- <file>`), the requests it
--    describes, one line each: `M <method>`, `H <name>: <value>`, `B <body>` (one line, form-encoded) and
--    `P <path>` lines; each request takes the next path, in order and round again (the same sequence for
--    the engine and its bare baseline, so both answer the same mix of filters, sorts and pages), or the
--    URL's own path when the file lists none.
-- 2. When the run is done, one line `F9LOAD {json}` with what wrk's own report leaves out: timeouts beside
--    the percentiles (a percentile that falls among the timed-out requests is -1: unknown, at least the
--    timeout), and the answers slower than 2 s (wrk's default timeout, which dropped them from the figures).
local paths = {}
local method = nil
local headers = {}
local body = nil
local at = 0
local SLOW_US = 2000000

function init(args)
  if not args[1] then return end
  for line in io.lines(args[1]) do
    local kind, rest = line:sub(1, 1), line:sub(3)
    if kind == "P" then paths[#paths + 1] = rest
    elseif kind == "M" then method = rest
    elseif kind == "B" then body = rest
    elseif kind == "H" then
      local name, value = rest:match("^([^:]+):%s*(.*)$")
      headers[name] = value
    end
  end
end

-- Always defined: wrk decides once, before init runs, whether requests are made by the script.
function request()
  if #paths == 0 then return wrk.format(method, nil, headers, body) end
  at = at % #paths + 1
  return wrk.format(method, paths[at], headers, body)
end

function done(summary, latency, requests)
  local answered = summary.requests
  local timeouts = summary.errors.timeout
  local all = answered + timeouts
  -- The q-th percentile of every request sent, the timed-out ones slower than any answer.
  local function of_all(q)
    if answered == 0 then return -1 end
    local rank = q / 100 * all
    if rank > answered then return -1 end
    return latency:percentile(math.min(100, rank / answered * 100))
  end
  local slow = 0
  if answered > 0 and latency.max > SLOW_US then
    local lo, hi = 0, 100
    for _ = 1, 24 do
      local mid = (lo + hi) / 2
      if latency:percentile(mid) > SLOW_US then hi = mid else lo = mid end
    end
    slow = math.floor((100 - hi) / 100 * answered + 0.5)
  end
  io.write(string.format(
    'F9LOAD {"answered":%d,"timeouts":%d,"status":%d,"connect":%d,"read":%d,"write":%d,"durationUs":%d,"p50Us":%d,"p90Us":%d,"p99Us":%d,"maxUs":%d,"slow":%d}\n',
    answered, timeouts, summary.errors.status, summary.errors.connect, summary.errors.read, summary.errors.write, summary.duration,
    of_all(50), of_all(90), of_all(99), answered > 0 and latency.max or -1, slow))
end
