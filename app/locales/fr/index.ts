import { auth } from "./auth";
import { common } from "./common";
import { contact } from "./contact";
import { home } from "./home";
import { homeCases } from "./homeCases";
import { homeContact } from "./homeContact";
import { pages } from "./pages";
import { profile } from "./profile";
import { services } from "./services";
import { servicesPage } from "./servicesPage";
import { workshop } from "./workshop";
import { workshopsPage } from "./workshopsPage";
import { facilitators } from "./facilitators";
import { calendar } from "./calendar";
import { joinFacilitator } from "./joinFacilitator";
import { adminMessages } from "./adminMessages";
import { backOffice } from "./backOffice";
import { cms } from "./cms";
import { adminAudit } from "./adminAudit";
import { adminDashboard } from "./adminDashboard";
import { adminOverview } from "./adminOverview";
import { clients } from "./clients";
import { clientDashboard } from "./clientDashboard";
import { workshopAlerts } from "./workshopAlerts";
import { adminEmails } from "./adminEmails";
import { adminFacilitators } from "./adminFacilitators";
import { billing } from "./billing";
import { billingDocuments } from "./billingDocuments";
import { attendance } from "./attendance";
import { certificates } from "./certificates";
import { feedback } from "./feedback";
import { bookings } from "./bookings";
import { reports } from "./reports";
import { sales } from "./sales";
import { quotes } from "./quotes";

export const fr = {
  common,
  pages,
  auth,
  profile,
  contact,
  home,
  homeCases,
  homeContact,
  services,
  servicesPage,
  workshopsPage,
  workshop,
  facilitators,
  calendar,
  joinFacilitator,
  adminMessages,
  backOffice,
  cms,
  adminAudit,
  adminDashboard,
  adminOverview,
  clients,
  clientDashboard,
  workshopAlerts,
  adminEmails,
  adminFacilitators,
  billing,
  billingDocuments,
  attendance,
  certificates,
  feedback,
  bookings,
  reports,
  sales,
  quotes,
};
