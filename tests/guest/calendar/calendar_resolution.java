// Calendar field resolution: which of the competing ways of saying the date and the time of
// day wins after a sequence of set() and clear() calls (the most recently set fields decide;
// MONTH and YEAR decide nothing; a weekday alone means its first occurrence in the month), and
// the JDK's roll of HOUR and HOUR_OF_DAY by whole turns.
// java-args: -Duser.timezone=UTC
import java.util.*;
public class calendar_resolution { 
 static Calendar base(){ Calendar c=new GregorianCalendar(TimeZone.getTimeZone("UTC")); c.setTimeInMillis(951782400000L+3*86400000L); return c;} // 2000-03-03 Fri
 static void p(String s, Calendar c){ System.out.println(s+": "+c.get(1)+"-"+(c.get(2)+1)+"-"+c.get(5)+" dow"+c.get(7)+" h"+c.get(11)); }
 public static void main(String[] a){
  Calendar c=base(); c.set(6,100); c.set(2,5); p("doy,month",c);
  c=base(); c.set(2,5); c.set(6,100); p("month,doy",c);
  c=base(); c.set(7,2); c.set(2,5); p("dow,month",c);
  c=base(); c.set(5,20); c.set(7,2); c.set(2,5); p("dom,dow,month",c);
  c=base(); c.set(7,2); c.set(5,20); c.set(2,5); p("dow,dom,month",c);
  c=base(); c.set(3,10); c.set(2,5); p("woy,month",c);
  c=base(); c.set(3,10); p("woy",c);
  c=base(); c.set(4,1); p("wom",c);
  c=base(); c.set(8,-1); p("dowim-1",c);
  c=base(); c.set(8,0); p("dowim0",c);
  c=base(); c.set(7,2); c.set(8,2); p("dow,dowim",c);
  c=base(); c.set(8,2); c.set(7,2); p("dowim,dow",c);
  c=base(); c.set(3,10); c.set(7,2); p("woy,dow",c);
  c=base(); c.set(7,2); c.set(3,10); p("dow,woy",c);
  c=base(); c.set(4,2); c.set(3,10); p("wom,woy",c);
  c=base(); c.set(3,10); c.set(4,2); p("woy,wom",c);
  c=base(); c.set(7,2); c.set(4,2); c.set(3,10); p("dow,wom,woy",c);
  c=base(); c.set(6,100); c.set(7,2); p("doy,dow",c);
  c=base(); c.set(7,2); c.set(6,100); c.set(4,2); p("dow,doy,wom",c);
  c=base(); c.set(1,2001); p("year",c);
  c=base(); c.set(5,15); c.set(1,2001); p("dom,year",c);
  c=base(); c.set(9,1); c.set(11,3); p("ampm,hod",c);
  c=base(); c.set(11,3); c.set(9,1); p("hod,ampm",c);
  c=base(); c.set(10,3); p("hour",c);
  c=base(); c.set(9,1); p("ampm",c);
  c=base(); c.clear(); c.set(7,2); p("clear dow",c);
  c=base(); c.clear(); c.set(1,2000); c.set(4,3); p("clear wom",c);
  c=base(); c.clear(); c.set(1,2000); c.set(8,2); p("clear dowim",c);
  c=base(); c.clear(); c.set(1,2000); c.set(3,5); p("clear woy",c);
  c=base(); c.clear(); c.set(1,2000); c.set(2,3); c.set(7,4); p("clear month dow",c);
  c=base(); c.clear(); c.set(9,1); p("clear ampm",c);
  c=base(); c.clear(); c.set(10,5); p("clear hour",c);
  c=base(); c.clear(5); p("clear dom",c);
  c=base(); c.clear(2); p("clear month",c);
  c=base(); c.set(2,5); c.clear(2); p("set clear month",c);

  for (int f : new int[]{10, 11}) { StringBuilder sb=new StringBuilder(f+":");
   for (int h : new int[]{0, 9, 13}) for (int n : new int[]{-24, -12, -13, -1, 1, 11, 12, 24}) { Calendar k=new GregorianCalendar(TimeZone.getTimeZone("UTC")); k.setTimeInMillis(951782400000L+h*3600000L); k.roll(f,n); sb.append(" ").append(k.get(f)).append("/").append(k.get(5)); }
   System.out.println(sb); }
 }
    // Output, as the JDK prints it:
    // expect: doy,month: 2000-4-9 dow1 h0
    // expect: month,doy: 2000-4-9 dow1 h0
    // expect: dow,month: 2000-5-29 dow2 h0
    // expect: dom,dow,month: 2000-5-29 dow2 h0
    // expect: dow,dom,month: 2000-6-20 dow3 h0
    // expect: woy,month: 2000-3-3 dow6 h0
    // expect: woy: 2000-3-3 dow6 h0
    // expect: wom: 2000-3-3 dow6 h0
    // expect: dowim-1: 2000-3-31 dow6 h0
    // expect: dowim0: 2000-2-25 dow6 h0
    // expect: dow,dowim: 2000-3-13 dow2 h0
    // expect: dowim,dow: 2000-3-13 dow2 h0
    // expect: woy,dow: 2000-2-28 dow2 h0
    // expect: dow,woy: 2000-2-28 dow2 h0
    // expect: wom,woy: 2000-3-3 dow6 h0
    // expect: woy,wom: 2000-3-10 dow6 h0
    // expect: dow,wom,woy: 2000-2-28 dow2 h0
    // expect: doy,dow: 2000-2-28 dow2 h0
    // expect: dow,doy,wom: 2000-3-6 dow2 h0
    // expect: year: 2001-3-3 dow7 h0
    // expect: dom,year: 2001-3-15 dow5 h0
    // expect: ampm,hod: 2000-3-3 dow6 h3
    // expect: hod,ampm: 2000-3-3 dow6 h12
    // expect: hour: 2000-3-3 dow6 h3
    // expect: ampm: 2000-3-3 dow6 h12
    // expect: clear dow: 1970-1-5 dow2 h0
    // expect: clear wom: 2000-1-9 dow1 h0
    // expect: clear dowim: 2000-1-9 dow1 h0
    // expect: clear woy: 2000-1-23 dow1 h0
    // expect: clear month dow: 2000-4-5 dow4 h0
    // expect: clear ampm: 1970-1-1 dow5 h12
    // expect: clear hour: 1970-1-1 dow5 h5
    // expect: clear dom: 2000-3-3 dow6 h0
    // expect: clear month: 2000-1-3 dow2 h0
    // expect: set clear month: 2000-1-3 dow2 h0
    // expect: 10: 11/29 11/29 11/29 11/29 1/29 11/29 1/29 1/29 8/29 8/29 8/29 8/29 10/29 8/29 10/29 10/29 0/29 0/29 0/29 0/29 2/29 0/29 2/29 2/29
    // expect: 11: 23/29 12/29 11/29 23/29 1/29 11/29 12/29 1/29 8/29 21/29 20/29 8/29 10/29 20/29 21/29 10/29 12/29 1/29 0/29 12/29 14/29 0/29 1/29 14/29
}
