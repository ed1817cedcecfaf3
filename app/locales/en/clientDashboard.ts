import type { Translation } from "../types";

export const clientDashboard: Translation["clientDashboard"] = {
  organization: "Organization: {{name}}",
  cards: {
    activeProjects: "Active Projects",
    activeProjectsHint: "Your organization's projects under way.",
    completedProjects: "Completed Projects",
    completedProjectsHint: "Your organization's projects carried through to the end.",
    upcomingWorkshops: "Upcoming Workshops",
    upcomingWorkshopsHint: "Upcoming workshops where an account of your organization is registered.",
    openContracts: "Open Contracts",
    openContractsHint: "Your organization's contracts whose status is active.",
  },
  projects: {
    title: "Projects",
    none: "No project yet.",
    team: "Team: {{names}}",
    noTeam: "Team to be formed",
  },
  registrations: {
    title: "Registrations for upcoming workshops",
    none: "No upcoming registration.",
    by: "Registered: {{name}}",
    cancel: "Cancel registration",
    browse: "See the workshop calendar",
  },
  contracts: {
    title: "Contracts",
    none: "No contract yet.",
    from: "From {{date}}",
    until: "Until {{date}}",
    noDates: "Dates to be set",
  },
  projectStatus: { draft: "Draft", active: "Active", completed: "Completed", cancelled: "Cancelled" },
  contractStatus: { draft: "Draft", active: "Active", expired: "Expired", terminated: "Terminated" },
  registrationStatus: { confirmed: "Confirmed", waitlisted: "On the waitlist" },
  empty: {
    title: "Your account is not linked to an organization yet",
    body: "As soon as the team links your account to your organization, you will see your projects, your contracts and your teams' workshop registrations here.",
    reach: "To ask for it, or for any question, write or call us:",
    email: "Email",
    phone: "Phone",
    contact: "Write to the team",
  },
};
