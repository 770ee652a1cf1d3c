/** @type {import('next').NextConfig} */
const nextConfig = {
  // The example lives inside the service's repository: its own folder is the root, not the repository's.
  outputFileTracingRoot: import.meta.dirname,
  turbopack: { root: import.meta.dirname },
};

export default nextConfig;
