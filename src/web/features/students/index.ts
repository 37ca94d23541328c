// What other features may use of the students feature.
export { studentDashboardQueryKey } from "./api/get-student-dashboard";
