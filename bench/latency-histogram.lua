-- wrk: prints the latency histogram (microseconds:count for every value seen), so that slices of
-- one measurement can be merged into exact percentiles over all their requests (bench/load.ts).
done = function(summary, latency, requests)
  local parts = {}
  for index = 1, #latency do
    local value, count = latency(index)
    parts[#parts + 1] = value .. ":" .. count
  end
  io.write("LATENCY-HISTOGRAM " .. table.concat(parts, ",") .. "\n")
end
